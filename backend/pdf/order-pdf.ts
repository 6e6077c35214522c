import type { TheliaLocale } from '@/lib/contract/common';
import type { Order, OrderAddress } from '@/lib/contract/checkout';
import type { ShopIdentity } from '@/backend/repo/shop-identity-repo';
import { A4, pdfDocument, type PdfPage } from './pdf-writer';

/**
 * The invoice and the credit note of an order as PDF files: the shop's identity, the document's number and date, the
 * order number and date, invoice and delivery address, the lines, shipping, payment fee, discount, VAT by rate and
 * the total. A credit note repeats the invoice with negative amounts and names the invoice it cancels. Texts in the
 * order's language (German for the Austrian and German shops, Romanian for the Romanian one).
 */
export type OrderDocumentKind = 'invoice' | 'credit';

type Labels = {
  invoice: string; credit: string; number: string; date: string; order: string; orderDate: string; creditFor: string; invoiceAddress: string;
  deliveryAddress: string; quantity: string; item: string; unitPrice: string; vat: string; total: string; shipping: string; paymentFee: string;
  discount: string; vatOf: (percent: string) => string; grandTotal: string; net: string; downPayment: string; payment: string; delivery: string; vatNumber: string;
};

const GERMAN: Labels = {
  invoice: 'Rechnung', credit: 'Gutschrift', number: 'Nummer', date: 'Datum', order: 'Bestellnummer', orderDate: 'Bestelldatum', creditFor: 'Zur Rechnung',
  invoiceAddress: 'Rechnungsadresse', deliveryAddress: 'Lieferadresse', quantity: 'Menge', item: 'Artikel', unitPrice: 'Einzelpreis', vat: 'USt.',
  total: 'Summe', shipping: 'Versandkosten', paymentFee: 'Zahlungsgebühr', discount: 'Rabatt', vatOf: (p) => `enthaltene USt. ${p} %`, grandTotal: 'Gesamtbetrag',
  net: 'Nettobetrag', downPayment: 'Anzahlung', payment: 'Zahlungsart', delivery: 'Versandart', vatNumber: 'USt-IdNr.',
};
const ROMANIAN: Labels = {
  invoice: 'Factură', credit: 'Factură storno', number: 'Număr', date: 'Data', order: 'Număr comandă', orderDate: 'Data comenzii', creditFor: 'Pentru factura',
  invoiceAddress: 'Adresa de facturare', deliveryAddress: 'Adresa de livrare', quantity: 'Cant.', item: 'Produs', unitPrice: 'Preț unitar', vat: 'TVA',
  total: 'Total', shipping: 'Transport', paymentFee: 'Taxă de plată', discount: 'Reducere', vatOf: (p) => `TVA inclus ${p} %`, grandTotal: 'Total de plată',
  net: 'Valoare fără TVA', downPayment: 'Avans', payment: 'Metoda de plată', delivery: 'Metoda de livrare', vatNumber: 'CIF',
};

const labelsOf = (locale: TheliaLocale): Labels => (locale === 'ro_RO' ? ROMANIAN : GERMAN);
const intlLocale = (locale: TheliaLocale) => locale.replace('_', '-');

/** The credit note's number: the invoice number with CR in place of its INV prefix. */
export function creditNumber(invoiceRef: string): string {
  return invoiceRef.replace(/^INV/, 'CR');
}

/** Whether the order has this document: an invoice once it has an invoice number; a credit note when it was invoiced and then cancelled or refunded. */
export function hasOrderDocument(order: Pick<Order, 'invoice_ref' | 'status'>, kind: OrderDocumentKind): boolean {
  if (order.invoice_ref === null) return false;
  return kind === 'invoice' || order.status === 'refunded' || order.status === 'canceled';
}

function addressLines(address: OrderAddress, labels: Labels): string[] {
  return [
    address.company,
    `${address.firstname} ${address.lastname}`.trim(),
    address.address1,
    address.address2,
    address.address3,
    `${address.zipcode} ${address.city}`.trim(),
    [address.state_title, address.country_title].filter((part) => part).join(', '),
    address.vat_number ? `${labels.vatNumber} ${address.vat_number}` : '',
  ].filter((line) => line.trim() !== '');
}

const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
const BOTTOM = 60;

/** Lays text out top-down on as many pages as it needs. */
function layout() {
  const pages: PdfPage[] = [{ texts: [], lines: [] }];
  let y = A4.height - MARGIN;
  const page = () => pages[pages.length - 1] as PdfPage;
  return {
    pages,
    /** Moves down by `height`, starting a new page when the bottom is reached. */
    down(height: number) {
      y -= height;
      if (y < BOTTOM) {
        pages.push({ texts: [], lines: [] });
        y = A4.height - MARGIN - height;
      }
      return y;
    },
    text(x: number, text: string, size: number, options: { bold?: boolean; align?: 'left' | 'right'; at?: number } = {}) {
      page().texts.push({ x, y: options.at ?? y, size, text, ...(options.bold ? { bold: true } : {}), ...(options.align ? { align: options.align } : {}) });
    },
    rule() {
      page().lines.push({ x1: MARGIN, y1: y - 4, x2: RIGHT, y2: y - 4 });
    },
    get y() {
      return y;
    },
  };
}

/** The invoice or credit note of an order (the caller checks hasOrderDocument first). */
export function orderDocumentPdf(order: Order, kind: OrderDocumentKind, shop: ShopIdentity, created: Date): Buffer {
  const labels = labelsOf(order.locale);
  const sign = kind === 'credit' ? -1 : 1;
  const money = new Intl.NumberFormat(intlLocale(order.locale), { style: 'currency', currency: order.currency });
  const amount = (value: number) => money.format(sign * value);
  const date = (iso: string) => new Intl.DateTimeFormat(intlLocale(order.locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  const invoiceRef = order.invoice_ref ?? '';
  const title = kind === 'invoice' ? labels.invoice : labels.credit;
  const number = kind === 'invoice' ? invoiceRef : creditNumber(invoiceRef);
  const l = layout();

  l.text(MARGIN, shop.storeName, 16, { bold: true });
  for (const line of [shop.company, shop.address, [shop.phone, shop.email].filter((part) => part).join(' · ')]) {
    if (line && line !== shop.storeName) {
      l.down(13);
      l.text(MARGIN, line, 9);
    }
  }
  l.down(36);
  l.text(MARGIN, `${title} ${number}`, 18, { bold: true });
  const facts: [string, string][] = [
    [labels.number, number],
    [labels.date, date(kind === 'invoice' ? (order.invoice_date ?? order.created_at) : created.toISOString())],
    ...(kind === 'credit' ? ([[labels.creditFor, invoiceRef]] as [string, string][]) : []),
    [labels.order, order.number],
    [labels.orderDate, date(order.created_at)],
    [labels.delivery, order.delivery_title],
    [labels.payment, order.payment_title],
  ];
  l.down(8);
  for (const [label, value] of facts) {
    l.down(14);
    l.text(MARGIN, label, 10, { bold: true });
    l.text(MARGIN + 130, value, 10);
  }

  l.down(26);
  l.text(MARGIN, labels.invoiceAddress, 10, { bold: true });
  l.text(MARGIN + 260, labels.deliveryAddress, 10, { bold: true });
  const invoiceLines = addressLines(order.invoice_address, labels);
  const deliveryLines = order.pickup_center ? [order.pickup_center.name, order.pickup_center.address] : addressLines(order.delivery_address, labels);
  const rows = Math.max(invoiceLines.length, deliveryLines.length);
  for (let i = 0; i < rows; i += 1) {
    l.down(13);
    if (invoiceLines[i]) l.text(MARGIN, invoiceLines[i] as string, 10);
    if (deliveryLines[i]) l.text(MARGIN + 260, deliveryLines[i] as string, 10);
  }

  const columns = { quantity: MARGIN, item: MARGIN + 40, unit: RIGHT - 150, vat: RIGHT - 90, total: RIGHT };
  l.down(30);
  l.text(columns.quantity, labels.quantity, 9, { bold: true });
  l.text(columns.item, labels.item, 9, { bold: true });
  l.text(columns.unit, labels.unitPrice, 9, { bold: true, align: 'right' });
  l.text(columns.vat, labels.vat, 9, { bold: true, align: 'right' });
  l.text(columns.total, labels.total, 9, { bold: true, align: 'right' });
  l.rule();
  for (const line of order.products) {
    l.down(16);
    l.text(columns.quantity, String(line.quantity), 9);
    const name = [line.title, line.variation].filter((part) => part).join(' – ');
    l.text(columns.item, name.length > 55 ? `${name.slice(0, 54)}…` : name, 9);
    l.text(columns.unit, amount(line.unit_price_taxed), 9, { align: 'right' });
    l.text(columns.vat, `${line.tax_percent} %`, 9, { align: 'right' });
    l.text(columns.total, amount(line.total_taxed), 9, { align: 'right' });
    l.down(11);
    l.text(columns.item, line.ref, 8);
  }
  l.rule();

  const totals: [string, string, boolean][] = [];
  totals.push([labels.shipping, amount(order.postage_taxed), false]);
  if (order.payment_fee_taxed > 0) totals.push([labels.paymentFee, amount(order.payment_fee_taxed), false]);
  if (order.discount_taxed > 0) totals.push([order.coupon_code ? `${labels.discount} (${order.coupon_code})` : labels.discount, amount(-order.discount_taxed), false]);
  totals.push([labels.net, amount(order.total_untaxed), false]);
  for (const tax of order.taxes) totals.push([labels.vatOf(String(tax.percent)), amount(tax.amount), false]);
  totals.push([labels.grandTotal, amount(order.total_taxed), true]);
  if (order.down_payment > 0) totals.push([labels.downPayment, amount(order.down_payment), false]);
  l.down(6);
  for (const [label, value, bold] of totals) {
    l.down(15);
    l.text(RIGHT - 120, label, 10, { bold, align: 'right' });
    l.text(RIGHT, value, 10, { bold, align: 'right' });
  }
  return pdfDocument(l.pages, { title: `${title} ${number}`, created });
}
