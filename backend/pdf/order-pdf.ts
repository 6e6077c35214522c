import PDFDocument from 'pdfkit';
import type { TheliaLocale } from '@/contract/common';
import type { Order, OrderAddress } from '@/contract/checkout';
import type { ShopIdentity } from '@/backend/repo/shop-identity-repo';
import { EXEMPTION_NOTE, isIntraCommunitySupply } from '@/backend/repo/intra-community';
import { shopDateOf, timeZoneOf } from '@/backend/repo/shop-day';
import { money } from '@/backend/mail/mail-format';
import { invoiceFigures, type RowFigure } from './invoice-figures';
import { INVOICE_TEXTS, type InvoiceTexts } from './invoice-texts';
import { CONTENT_BOTTOM, FONTS, GAP, LEFT, PAGE, RIGHT, TOP, heightOf, rule, unitMoney, write, type Doc } from './pdf-layout';

/**
 * The invoice and the credit note of an order as PDF files (pdfkit, DejaVu Sans embedded, so German and Romanian
 * letters print as written; docs/adr/0054). An invoice names what §14 UStG, §11 UStG (AT) and art. 319 Codul fiscal
 * ask: the seller with address, VAT identification number (and German tax number), register entry; the invoice
 * number and date; the buyer with company and VAT number; each line with quantity, net unit price, VAT rate, net and
 * gross amount; net, VAT and gross per rate; the totals; payment and delivery; the exemption note of an
 * intra-Community supply. A credit note (the storno of the invoice) repeats it with negative amounts, its own number
 * and date, and names the invoice it corrects. Dates are the shop's local dates. Texts in the order's language.
 */
export type OrderDocumentKind = 'invoice' | 'credit';

/** What a document is made of: the order, the kind, the selling shop and, for a credit note, its number and date. */
export type OrderDocument = { order: Order; kind: OrderDocumentKind; shop: ShopIdentity; credit: { ref: string; date: string } | null };

/** Whether the order has this document: an invoice once it has an invoice number; a credit note when it was invoiced and then cancelled or refunded. */
export function hasOrderDocument(order: Pick<Order, 'invoice_ref' | 'status'>, kind: OrderDocumentKind): boolean {
  if (order.invoice_ref === null) return false;
  return kind === 'invoice' || order.status === 'refunded' || order.status === 'canceled';
}

/** A date (YYYY-MM-DD, already the shop's) or an instant (ISO, read in the shop's time zone) as '07.12.2026'. */
export function documentDate(value: string, locale: TheliaLocale): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : shopDateOf(new Date(value), timeZoneOf(locale));
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The calendar month of a document's date in the shop's language and time zone ('Dezember 2026'): the time of supply. */
export function supplyMonth(value: string, locale: TheliaLocale): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : shopDateOf(new Date(value), timeZoneOf(locale));
  return new Intl.DateTimeFormat(locale.replace('_', '-'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

function addressLines(address: OrderAddress, vatLabel: string): string[] {
  return [
    address.company,
    `${address.firstname} ${address.lastname}`.trim(),
    address.address1,
    address.address2,
    address.address3,
    `${address.zipcode} ${address.city}`.trim(),
    [address.state_title, address.country_title].filter((part) => part).join(', '),
    address.vat_number ? `${vatLabel}: ${address.vat_number}` : '',
  ].filter((line) => line.trim() !== '');
}

/** The seller's identifiers as the invoice names them ('UID-Nr.: ATU12345678', 'Steuernummer: …', register). */
function sellerIds(shop: ShopIdentity, t: InvoiceTexts): string[] {
  return [
    shop.vatId ? `${t.sellerVatId}: ${shop.vatId}` : '',
    shop.taxNumber ? `${t.taxNumber}: ${shop.taxNumber}` : '',
    shop.register ? `${t.register}: ${shop.register}` : '',
  ].filter((line) => line !== '');
}

/** Table columns: the item takes what the five amount columns leave. */
const AMOUNT_WIDTHS = { quantity: 40, unit: 76, rate: 36, net: 72, gross: 72 };
const ITEM_WIDTH = RIGHT - LEFT - Object.values(AMOUNT_WIDTHS).reduce((sum, width) => sum + width + GAP, 0);
const COLUMNS = (() => {
  let x = LEFT + ITEM_WIDTH + GAP;
  const at = (width: number) => {
    const column = { x, width };
    x += width + GAP;
    return column;
  };
  return { item: { x: LEFT, width: ITEM_WIDTH }, quantity: at(AMOUNT_WIDTHS.quantity), unit: at(AMOUNT_WIDTHS.unit), rate: at(AMOUNT_WIDTHS.rate), net: at(AMOUNT_WIDTHS.net), gross: at(AMOUNT_WIDTHS.gross) };
})();

type Row = { item: string; detail: string; quantity: string; unit: string; rate: string; net: string; gross: string };

/** Lays the document out top-down, starting a new page (with the table head again) when the content bottom is reached. */
function render(doc: Doc, { order, kind, shop, credit }: OrderDocument): void {
  const t = INVOICE_TEXTS[order.locale];
  const sign = kind === 'credit' ? -1 : 1;
  // `|| 0` turns the -0 of a credited zero amount into 0.
  const amount = (value: number) => money(sign * value || 0, order.currency, order.locale);
  const unitAmount = (value: number) => unitMoney(sign * value || 0, order.currency, order.locale);
  const percent = (value: number) => `${value} %`;
  const invoiceRef = order.invoice_ref ?? '';
  const invoiceDate = documentDate(order.invoice_date ?? order.created_at, order.locale);
  const title = kind === 'invoice' ? t.invoice : t.credit;
  const number = kind === 'invoice' ? invoiceRef : (credit?.ref ?? '');
  const figures = invoiceFigures(order);
  const zeroRated = isIntraCommunitySupply(order);
  let y = TOP;

  const ensure = (height: number, onNewPage?: () => void) => {
    if (y + height <= CONTENT_BOTTOM) return;
    doc.addPage();
    y = TOP;
    onNewPage?.();
  };

  // The seller: shop name, company, address, contacts and identifiers.
  write(doc, shop.storeName, LEFT, y, 300, { size: 17, bold: true });
  y += 26;
  const sellerLines = [shop.company, shop.address, [shop.phone, shop.email].filter((part) => part).join(' · '), ...sellerIds(shop, t)];
  for (const line of sellerLines) y += write(doc, line, LEFT, y, 300, { size: 8.5, muted: line !== shop.company, bold: line === shop.company });

  // The buyer on the left, the document's facts on the right.
  y += 22;
  const blockTop = y;
  write(doc, t.buyer, LEFT, y, 250, { size: 7.5, muted: true });
  let left = y + 12;
  for (const line of addressLines(order.invoice_address, t.buyerVatId)) left += write(doc, line, LEFT, left, 250, { size: 10 });
  const facts: [string, string][] = [
    [kind === 'invoice' ? t.number : t.creditNumber, number],
    kind === 'invoice' ? [t.date, invoiceDate] : [t.creditDate, documentDate(credit?.date ?? order.created_at, order.locale)],
    ...(kind === 'invoice' && t.supplyPeriod !== null ? ([[t.supplyPeriod, supplyMonth(order.invoice_date ?? order.created_at, order.locale)]] as [string, string][]) : []),
    ...(kind === 'credit' ? ([[t.invoiceRef, invoiceRef], [t.invoiceDate, invoiceDate]] as [string, string][]) : []),
    [t.order, order.number],
    [t.orderDate, documentDate(order.created_at, order.locale)],
    [t.customer, String(order.customer_id)],
  ];
  let right = blockTop;
  const factX = RIGHT - 235;
  for (const [label, value] of facts) {
    const height = Math.max(heightOf(doc, label, 100, { size: 8.5 }), heightOf(doc, value, 130, { size: 8.5, bold: true }));
    write(doc, label, factX, right, 100, { size: 8.5, muted: true });
    write(doc, value, factX + 105, right, 130, { size: 8.5, bold: true });
    right += height + 2;
  }
  y = Math.max(left, right) + 10;
  const delivery = order.pickup_center
    ? `${t.pickup}: ${order.pickup_center.name}, ${order.pickup_center.address}`
    : `${t.deliveryAddress}: ${addressLines({ ...order.delivery_address, vat_number: '' }, t.buyerVatId).join(', ')}`;
  y += write(doc, delivery, LEFT, y, RIGHT - LEFT, { size: 8.5, muted: true });
  y += 2 + write(doc, `${t.payment}: ${order.payment_title} · ${t.delivery}: ${order.delivery_title}`, LEFT, y + 2, RIGHT - LEFT, { size: 8.5, muted: true });

  y += 16;
  y += write(doc, `${title} ${number}`, LEFT, y, RIGHT - LEFT, { size: 13, bold: true });
  if (kind === 'credit') y += 2 + write(doc, t.creditFor(invoiceRef, invoiceDate), LEFT, y + 2, RIGHT - LEFT, { size: 9 });
  y += 10;

  // The lines, then shipping, payment fee and discount, each with net and gross amount and VAT rate.
  const head: Row = { item: t.item, detail: '', quantity: t.quantity, unit: t.unitNet, rate: t.rate, net: t.net, gross: t.gross };
  const rowHeight = (row: Row, bold: boolean) =>
    Math.max(
      heightOf(doc, row.item, COLUMNS.item.width, { size: 8.5, bold }) + (row.detail ? heightOf(doc, row.detail, COLUMNS.item.width, { size: 7.5 }) : 0),
      ...(['quantity', 'unit', 'rate', 'net', 'gross'] as const).map((key) => heightOf(doc, row[key], COLUMNS[key].width, { size: 8.5, bold })),
    );
  const writeRow = (row: Row, bold: boolean, height = rowHeight(row, bold)) => {
    const itemHeight = write(doc, row.item, COLUMNS.item.x, y, COLUMNS.item.width, { size: 8.5, bold });
    if (row.detail) write(doc, row.detail, COLUMNS.item.x, y + itemHeight, COLUMNS.item.width, { size: 7.5, muted: true });
    for (const key of ['quantity', 'unit', 'rate', 'net', 'gross'] as const) write(doc, row[key], COLUMNS[key].x, y, COLUMNS[key].width, { size: 8.5, bold, align: 'right' });
    y += height;
  };
  const writeHead = () => {
    writeRow(head, true);
    rule(doc, y + 2);
    y += 7;
  };
  writeHead();
  const figureRow = (item: string, detail: string, quantity: string, unit: string, figure: RowFigure): Row => ({
    item, detail, quantity, unit, rate: percent(figure.percent), net: amount(figure.net), gross: amount(figure.gross),
  });
  const rows: Row[] = order.products.map((line, index) => {
    const figure = figures.lines[index] as RowFigure;
    const name = [line.title, line.variation].filter((part) => part).join(' – ');
    return figureRow(name, `${t.itemRef} ${line.ref}`, String(line.quantity), unitAmount(figure.net / line.quantity), figure);
  });
  rows.push(figureRow(`${t.shipping} (${order.delivery_title})`, '', '', '', figures.postage));
  if (figures.fee) rows.push(figureRow(t.paymentFee, '', '', '', figures.fee));
  if (figures.discount) {
    rows.push({ item: t.discount(order.coupon_code), detail: '', quantity: '', unit: '', rate: '', net: amount(-figures.discount.net), gross: amount(-figures.discount.gross) });
  }
  for (const row of rows) {
    const height = rowHeight(row, false);
    ensure(height + 6, writeHead);
    writeRow(row, false, height);
    y += 5;
  }
  rule(doc, y);
  y += 10;

  // VAT per rate (net base, VAT, gross), then the totals.
  const rateColumns = { label: RIGHT - 3 * (74 + GAP) - 110, net: RIGHT - 3 * 74 - 2 * GAP, vat: RIGHT - 2 * 74 - GAP, gross: RIGHT - 74 };
  const rateRow = (cells: [string, string, string, string], bold: boolean) => {
    const heights = [
      write(doc, cells[0], rateColumns.label, y, 110, { size: 8.5, bold }),
      write(doc, cells[1], rateColumns.net, y, 74, { size: 8.5, bold, align: 'right' }),
      write(doc, cells[2], rateColumns.vat, y, 74, { size: 8.5, bold, align: 'right' }),
      write(doc, cells[3], rateColumns.gross, y, 74, { size: 8.5, bold, align: 'right' }),
    ];
    y += Math.max(...heights) + 3;
  };
  ensure(16 * (figures.rates.length + 5) + 40);
  rateRow([t.vatTable, t.net, t.rate, t.gross], true);
  for (const rate of figures.rates) rateRow([`${t.rate} ${percent(rate.percent)}`, amount(rate.net), amount(rate.vat), amount(rate.gross)], false);
  rule(doc, y, rateColumns.label, RIGHT);
  y += 6;
  const totals: [string, string, boolean][] = [
    [t.totalNet, amount(figures.totalNet), false],
    [t.totalVat, amount(figures.totalVat), false],
    [t.totalGross, amount(figures.totalGross), true],
    ...(order.down_payment > 0 ? ([[t.downPayment, amount(order.down_payment), false]] as [string, string, boolean][]) : []),
  ];
  for (const [label, value, bold] of totals) {
    write(doc, label, rateColumns.label, y, 190, { size: bold ? 11 : 9, bold });
    write(doc, value, RIGHT - 150, y, 150, { size: bold ? 11 : 9, bold, align: 'right' });
    y += bold ? 17 : 14;
  }

  // An intra-Community supply: the exemption note with both VAT numbers.
  if (zeroRated) {
    y += 10;
    const note = [EXEMPTION_NOTE[order.locale], `${t.sellerVatId}: ${shop.vatId} · ${t.buyerVatId}: ${order.invoice_address.vat_number}`].join('\n');
    ensure(heightOf(doc, note, RIGHT - LEFT, { size: 9, bold: true }) + 8);
    y += write(doc, note, LEFT, y, RIGHT - LEFT, { size: 9, bold: true });
  }
  if (kind === 'invoice') {
    y += 16;
    ensure(14);
    write(doc, t.thanks, LEFT, y, RIGHT - LEFT, { size: 9 });
  }
}

/** The company's legal data and the page number at the foot of every page. */
function footers(doc: Doc, shop: ShopIdentity, t: InvoiceTexts): void {
  const range = doc.bufferedPageRange();
  const lines = [
    [shop.company, shop.address].join(' · '),
    [shop.phone, shop.email, shop.manager ? `${t.manager}: ${shop.manager}` : ''].filter((part) => part).join(' · '),
    sellerIds(shop, t).join(' · '),
  ];
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would start a page: the footer is written with no margin below.
    doc.page.margins.bottom = 0;
    const top = PAGE.height - 70;
    rule(doc, top);
    let y = top + 6;
    for (const line of lines) y += write(doc, line, LEFT, y, RIGHT - LEFT - 80, { size: 7, muted: true });
    write(doc, t.page(i + 1, range.count), RIGHT - 80, top + 6, 80, { size: 7, muted: true, align: 'right' });
  }
}

/** The invoice or credit note of an order as a PDF file (the caller checks hasOrderDocument first). */
export function orderDocumentPdf(document: OrderDocument, created: Date): Promise<Buffer> {
  const t = INVOICE_TEXTS[document.order.locale];
  const title = document.kind === 'invoice' ? t.invoice : t.credit;
  const number = document.kind === 'invoice' ? (document.order.invoice_ref ?? '') : (document.credit?.ref ?? '');
  const fonts = FONTS();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, left: LEFT, right: PAGE.width - RIGHT, bottom: PAGE.height - CONTENT_BOTTOM },
    font: fonts.regular,
    bufferPages: true,
    lang: document.order.locale.replace('_', '-'),
    displayTitle: true,
    info: { Title: `${title} ${number}`, Author: document.shop.company, Producer: document.shop.storeName, CreationDate: created },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  render(doc, document);
  footers(doc, document.shop, t);
  doc.end();
  return done;
}
