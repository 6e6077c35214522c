import type { Order } from '@/contract/checkout';
import { RETURN_DAYS } from '@/contract/constants';
import type { ShopIdentity } from '@/backend/repo/shop-identity-repo';
import { EXEMPTION_NOTE, isIntraCommunitySupply } from '@/backend/repo/intra-community';
import { INVOICE_TEXTS } from '@/backend/pdf/invoice-texts';
import { LEGAL_PATHS, addressLines, ibanInGroups, languageOf, money, originOf, shopDateTime, windowDates } from './mail-format';
import { withdrawalNotice } from './withdrawal-notice';

export type Mail = { subject: string; body: string };

const TEXTS = {
  de: {
    confirmationSubject: (number: string, store: string) => `Ihre Bestellung ${number} bei ${store}`,
    hello: (name: string) => `Guten Tag ${name},`,
    thanks: (store: string, date: string, time: string) =>
      `vielen Dank für Ihre Bestellung bei ${store}. Diese E-Mail bestätigt den Eingang Ihrer Bestellung vom ${date} um ${time} Uhr.`,
    number: 'Bestellnummer', items: 'Ihre Artikel', itemRef: 'Art.-Nr.', unit: 'Einzelpreis', lineTotal: 'Summe',
    goods: 'Warenwert', coupon: (code: string) => `Gutschein ${code}`, postage: (title: string) => `Versandkosten (${title})`, fee: 'Zahlungsgebühr',
    total: 'Gesamtbetrag', vat: (percent: number) => `enthaltene MwSt. ${percent} %`, untaxed: 'Gesamtbetrag ohne MwSt.',
    taxFreeExport: 'Steuerfreie Ausfuhr (0 % MwSt.)',
    invoiceAddress: 'Rechnungsadresse', deliveryAddress: 'Lieferadresse', pickup: 'Abholung', payment: 'Zahlungsart', delivery: 'Versandart',
    expected: { parcel: 'Voraussichtliche Lieferung', freight: 'Voraussichtliche Anlieferung per Spedition', pickup: 'Abholbereit ab' },
    transfer: 'Bitte überweisen Sie den Gesamtbetrag auf folgendes Konto:', beneficiary: 'Empfänger', bank: 'Bank', amount: 'Betrag',
    reference: 'Verwendungszweck', afterTransfer: 'Wir versenden Ihre Bestellung nach Zahlungseingang.',
    cashOnDelivery: 'Sie bezahlen den Gesamtbetrag bar bei der Zustellung.', paidOnline: 'Ihre Zahlung ist bei uns eingegangen.',
    message: 'Ihre Nachricht', legal: 'Rechtliche Informationen', terms: 'Allgemeine Geschäftsbedingungen', withdrawal: 'Widerrufsbelehrung',
    form: 'Muster-Widerrufsformular', privacy: 'Datenschutzerklärung', regards: 'Mit freundlichen Grüßen', team: (store: string) => `Ihr Team von ${store}`,
    paidSubject: (number: string) => `Zahlungseingang für Ihre Bestellung ${number}`,
    paidText: (amount: string, number: string, date: string, time: string) =>
      `wir haben Ihre Zahlung über ${amount} für die Bestellung ${number} am ${date} um ${time} Uhr erhalten.`,
    transaction: 'Transaktionsnummer', nextStep: 'Wir bereiten Ihre Bestellung jetzt für den Versand vor.',
    withdrawalSubject: (number: string) => `Eingangsbestätigung Ihres Widerrufs – Bestellung ${number}`,
    withdrawalText: (date: string, time: string, zone: string) => `wir bestätigen den Eingang Ihrer Widerrufserklärung am ${date} um ${time} Uhr (${zone}).`,
    orderedOn: 'Bestellt am', withdrawnItems: 'Betroffene Artikel',
    returnGoods: (company: string, address: string) => `Bitte senden Sie die Waren binnen ${RETURN_DAYS} Tagen an ${company}, ${address} zurück.`,
    refund: `Wir erstatten Ihnen alle Zahlungen einschließlich der Kosten der Standardlieferung spätestens binnen ${RETURN_DAYS} Tagen ab dem Eingang Ihres Widerrufs.`,
    orderPage: 'Ihre Bestellung online (Status und Rechnung):',
    guestAccount: 'Dort können Sie mit einem Klick auch ein Kundenkonto anlegen.',
  },
  ro: {
    confirmationSubject: (number: string, store: string) => `Comanda dumneavoastră ${number} la ${store}`,
    hello: (name: string) => `Bună ziua, ${name},`,
    thanks: (store: string, date: string, time: string) =>
      `vă mulțumim pentru comanda plasată la ${store}. Acest e-mail confirmă primirea comenzii dumneavoastră din ${date}, ora ${time}.`,
    number: 'Număr comandă', items: 'Produsele comandate', itemRef: 'Cod produs', unit: 'Preț unitar', lineTotal: 'Total',
    goods: 'Valoarea produselor', coupon: (code: string) => `Cupon ${code}`, postage: (title: string) => `Cost transport (${title})`, fee: 'Comision de plată',
    total: 'Total de plată', vat: (percent: number) => `din care TVA ${percent}%`, untaxed: 'Total fără TVA',
    taxFreeExport: 'Export scutit de TVA (0%)',
    invoiceAddress: 'Adresa de facturare', deliveryAddress: 'Adresa de livrare', pickup: 'Ridicare personală', payment: 'Metoda de plată',
    delivery: 'Metoda de livrare',
    expected: { parcel: 'Livrare estimată', freight: 'Livrare prin transport paletizat estimată', pickup: 'Gata de ridicare începând cu' },
    transfer: 'Vă rugăm să transferați suma totală în următorul cont:', beneficiary: 'Beneficiar', bank: 'Banca',
    amount: 'Suma', reference: 'Detalii plată', afterTransfer: 'Expediem comanda după încasarea plății.',
    cashOnDelivery: 'Plătiți suma totală numerar curierului, la livrare.', paidOnline: 'Am primit plata dumneavoastră.',
    message: 'Mesajul dumneavoastră', legal: 'Informații legale', terms: 'Termeni și condiții', withdrawal: 'Dreptul de retragere',
    form: 'Formular de retragere', privacy: 'Politica de confidențialitate', regards: 'Cu stimă,', team: (store: string) => `Echipa ${store}`,
    paidSubject: (number: string) => `Am primit plata pentru comanda ${number}`,
    paidText: (amount: string, number: string, date: string, time: string) =>
      `am primit plata dumneavoastră în valoare de ${amount} pentru comanda ${number} la data de ${date}, ora ${time}.`,
    transaction: 'Număr tranzacție', nextStep: 'Pregătim acum comanda pentru expediere.',
    withdrawalSubject: (number: string) => `Confirmare de primire a retragerii – comanda ${number}`,
    withdrawalText: (date: string, time: string, zone: string) =>
      `confirmăm primirea declarației dumneavoastră de retragere din contract la data de ${date}, ora ${time} (${zone}).`,
    orderedOn: 'Data comenzii', withdrawnItems: 'Produse',
    returnGoods: (company: string, address: string) => `Vă rugăm să returnați produsele în termen de ${RETURN_DAYS} zile la ${company}, ${address}.`,
    refund: `Vă rambursăm toate plățile primite, inclusiv costul livrării standard, în cel mult ${RETURN_DAYS} zile de la primirea declarației de retragere.`,
    orderPage: 'Comanda dumneavoastră online (stare și factură):',
    guestAccount: 'Tot acolo vă puteți crea un cont de client cu un singur clic.',
  },
} as const;

const signature = (t: (typeof TEXTS)['de' | 'ro'], shop: ShopIdentity) =>
  ['', t.regards, t.team(shop.storeName), `${shop.company} · ${shop.address} · ${shop.phone} · ${shop.email}`];

/** An intra-Community supply (0 % VAT) names the exemption and both VAT numbers, as its invoice does. */
function exemption(order: Order, shop: ShopIdentity): string[] {
  if (!isIntraCommunitySupply(order)) return [];
  const ids = INVOICE_TEXTS[order.locale];
  return ['', EXEMPTION_NOTE[order.locale], `${ids.sellerVatId}: ${shop.vatId}`, `${ids.buyerVatId}: ${order.invoice_address.vat_number}`];
}

/** The order's signed page link (status, invoice; for a guest order also the account offer), or nothing without one. */
const orderPageLines = (t: (typeof TEXTS)['de' | 'ro'], order: Pick<Order, 'guest'>, orderPage: string | null): string[] =>
  orderPage === null ? [] : ['', t.orderPage, orderPage, ...(order.guest ? [t.guestAccount] : [])];

/**
 * The order confirmation: lines, amounts with VAT per rate, addresses, payment and delivery with the expected delivery
 * window, the bank details of a
 * prepayment, links to the legal pages (absolute, on the shop origin the order was placed from) and the model
 * withdrawal notice. The transfer's reference is the order number (the one identifier the shopper sees); the IBAN is
 * written in groups of four.
 */
export function orderConfirmationMail(order: Order, shop: ShopIdentity, returnBase: string, orderPage: string | null = null): Mail {
  const language = languageOf(order.locale);
  const t = TEXTS[language];
  const m = (amount: number) => money(amount, order.currency, order.locale);
  const placed = shopDateTime(order.created_at, order.locale);
  const origin = originOf(returnBase);
  const legal = LEGAL_PATHS[language];
  const name = `${order.invoice_address.firstname} ${order.invoice_address.lastname}`;

  const lines = order.products.flatMap((line) => [
    `${line.quantity} × ${line.title}${line.variation ? ` (${line.variation})` : ''} – ${t.itemRef} ${line.ref}`,
    `    ${t.unit} ${m(line.unit_price_taxed)} · ${t.lineTotal} ${m(line.total_taxed)}`,
  ]);
  const goods = order.products.reduce((sum, line) => sum + line.total_taxed, 0);
  const amounts = [
    `${t.goods}: ${m(goods)}`,
    ...(order.coupon_code && order.discount_taxed > 0 ? [`${t.coupon(order.coupon_code)}: −${m(order.discount_taxed)}`] : []),
    `${t.postage(order.delivery_title)}: ${m(order.postage_taxed)}`,
    ...(order.payment_fee_taxed > 0 ? [`${t.fee}: ${m(order.payment_fee_taxed)}`] : []),
    `${t.total}: ${m(order.total_taxed)}`,
    ...order.taxes.map((tax) => `${t.vat(tax.percent)}: ${m(tax.amount)}`),
    ...(order.tax_free_export === true ? [t.taxFreeExport] : []),
    `${t.untaxed}: ${m(order.total_untaxed)}`,
    ...exemption(order, shop),
  ];
  const delivery = order.pickup_center
    ? [t.pickup, order.pickup_center.name, order.pickup_center.address]
    : [t.deliveryAddress, ...addressLines(order.delivery_address)];
  const bank = order.bank_details;
  const paymentNote =
    order.payment_code === 'Vorkasse' && bank
      ? [t.transfer, `${t.beneficiary}: ${bank.beneficiary}`, `IBAN: ${ibanInGroups(bank.iban)}`, `BIC: ${bank.bic}`, `${t.bank}: ${bank.bank}`,
          `${t.amount}: ${m(bank.amount)}`, `${t.reference}: ${bank.reference}`, t.afterTransfer]
      : order.payment_code === 'Nachnahme'
        ? [t.cashOnDelivery]
        : order.payment === 'accepted'
          ? [t.paidOnline]
          : [];

  const body = [
    t.hello(name),
    '',
    t.thanks(shop.storeName, placed.date, placed.time),
    '',
    `${t.number}: ${order.number}`,
    ...orderPageLines(t, order, orderPage),
    '',
    t.items,
    ...lines,
    '',
    ...amounts,
    '',
    t.invoiceAddress,
    ...addressLines(order.invoice_address),
    '',
    ...delivery,
    '',
    `${t.payment}: ${order.payment_title}`,
    `${t.delivery}: ${order.delivery_title}`,
    // The window frozen when the order was placed: the dates the checkout and the order-placed page show.
    ...(order.delivery_window ? [`${t.expected[order.delivery_window.kind]}: ${windowDates(order.delivery_window, order.locale)}`] : []),
    ...(paymentNote.length > 0 ? ['', ...paymentNote] : []),
    ...(order.message ? ['', `${t.message}: ${order.message}`] : []),
    '',
    t.legal,
    `${t.terms}: ${origin}${legal.terms}`,
    `${t.withdrawal}: ${origin}${legal.withdrawal}`,
    `${t.form}: ${origin}${legal.form}`,
    `${t.privacy}: ${origin}${legal.privacy}`,
    '',
    withdrawalNotice(language, shop),
    ...signature(t, shop),
  ].join('\n');
  return { subject: t.confirmationSubject(order.number, shop.storeName), body };
}

/** 'Payment received': amount, date and time of the confirmation, the provider's transaction id. */
export function paymentReceivedMail(order: Order, shop: ShopIdentity, confirmedAt: string, transactionId: string | null, orderPage: string | null = null): Mail {
  const t = TEXTS[languageOf(order.locale)];
  const at = shopDateTime(confirmedAt, order.locale);
  const body = [
    t.hello(`${order.invoice_address.firstname} ${order.invoice_address.lastname}`),
    '',
    t.paidText(money(order.total_taxed, order.currency, order.locale), order.number, at.date, at.time),
    `${t.payment}: ${order.payment_title}`,
    ...(transactionId ? [`${t.transaction}: ${transactionId}`] : []),
    '',
    t.nextStep,
    ...orderPageLines(t, order, orderPage),
    ...signature(t, shop),
  ].join('\n');
  return { subject: t.paidSubject(order.number), body };
}

/** The receipt of a withdrawal: date and time it arrived (shop time zone), the order and its items, what happens next. */
export function withdrawalReceiptMail(order: Order, shop: ShopIdentity, name: string, receivedAt: string, orderPage: string | null = null): Mail {
  const t = TEXTS[languageOf(order.locale)];
  const at = shopDateTime(receivedAt, order.locale);
  const body = [
    t.hello(name),
    '',
    t.withdrawalText(at.date, at.time, at.timeZone),
    '',
    `${t.number}: ${order.number}`,
    `${t.orderedOn}: ${shopDateTime(order.created_at, order.locale).date}`,
    `${t.withdrawnItems}:`,
    ...order.products.map((line) => `${line.quantity} × ${line.title}${line.variation ? ` (${line.variation})` : ''}`),
    '',
    t.returnGoods(shop.company, shop.address),
    t.refund,
    ...orderPageLines(t, order, orderPage),
    ...signature(t, shop),
  ].join('\n');
  return { subject: t.withdrawalSubject(order.number), body };
}
