import type { TheliaLocale } from '@/contract/common';

/**
 * The texts of invoices and credit notes, in the shop's language, with the names the selling company's country
 * gives its identifiers (UID-Nr. in Austria, USt-IdNr. and Steuernummer in Germany, CUI and Nr. Reg. Com. in Romania).
 */
export type InvoiceTexts = {
  invoice: string; credit: string; number: string; date: string; creditDate: string; creditFor: (invoice: string, date: string) => string; creditNumber: string;
  invoiceRef: string; invoiceDate: string; order: string; orderDate: string; customer: string; buyer: string; deliveryAddress: string; pickup: string;
  item: string; itemRef: string; quantity: string; unitNet: string; rate: string; net: string; gross: string; shipping: string; paymentFee: string;
  discount: (code: string | null) => string; vatTable: string; totalNet: string; totalVat: string; totalGross: string; downPayment: string;
  payment: string; delivery: string; sellerVatId: string; buyerVatId: string; taxNumber: string; register: string; manager: string;
  page: (page: number, of: number) => string; thanks: string;
  /** The time of supply (§14 Abs. 4 Nr. 6 UStG, §11 Abs. 1 Z 4 UStG 1994): the calendar month suffices (§31 Abs. 4 UStDV); null where the invoice date stands for it (Romania). */
  supplyPeriod: string | null;
};

const GERMAN: InvoiceTexts = {
  invoice: 'Rechnung', credit: 'Rechnungskorrektur', number: 'Rechnungsnummer', date: 'Rechnungsdatum', creditDate: 'Korrekturdatum',
  creditFor: (invoice, date) => `Storno der Rechnung ${invoice} vom ${date}. Die Beträge werden Ihnen erstattet.`, creditNumber: 'Korrekturnummer',
  invoiceRef: 'Zur Rechnung', invoiceDate: 'Datum der Rechnung', order: 'Bestellnummer', orderDate: 'Bestelldatum', customer: 'Kundennummer',
  buyer: 'Rechnungsadresse', deliveryAddress: 'Lieferadresse', pickup: 'Abholung', item: 'Artikel', itemRef: 'Art.-Nr.', quantity: 'Menge',
  unitNet: 'Einzelpreis netto', rate: 'USt.', net: 'Netto', gross: 'Brutto', shipping: 'Versandkosten', paymentFee: 'Zahlungsgebühr',
  discount: (code) => (code ? `Rabatt (Gutschein ${code})` : 'Rabatt'), vatTable: 'Umsatzsteuer', totalNet: 'Summe netto', totalVat: 'Summe USt.',
  totalGross: 'Gesamtbetrag', downPayment: 'Anzahlung', payment: 'Zahlungsart', delivery: 'Versandart', sellerVatId: 'USt-IdNr.',
  buyerVatId: 'USt-IdNr. des Kunden', taxNumber: 'Steuernummer', register: 'Registergericht', manager: 'Geschäftsführer',
  page: (page, of) => `Seite ${page} von ${of}`, thanks: 'Vielen Dank für Ihren Einkauf.', supplyPeriod: 'Leistungszeitraum',
};

export const INVOICE_TEXTS: Record<TheliaLocale, InvoiceTexts> = {
  de_DE: GERMAN,
  de_AT: { ...GERMAN, sellerVatId: 'UID-Nr.', buyerVatId: 'UID-Nr. des Kunden', register: 'Firmenbuch', manager: 'Geschäftsführung' },
  ro_RO: {
    invoice: 'Factură', credit: 'Factură storno', number: 'Număr factură', date: 'Data facturii', creditDate: 'Data facturii storno',
    creditFor: (invoice, date) => `Stornarea facturii ${invoice} din ${date}. Sumele vă vor fi rambursate.`, creditNumber: 'Număr factură storno',
    invoiceRef: 'Factura stornată', invoiceDate: 'Data facturii stornate', order: 'Număr comandă', orderDate: 'Data comenzii', customer: 'Cod client',
    buyer: 'Cumpărător', deliveryAddress: 'Adresa de livrare', pickup: 'Ridicare personală', item: 'Denumire produs', itemRef: 'Cod produs',
    quantity: 'Cant.', unitNet: 'Preț unitar fără TVA', rate: 'TVA', net: 'Valoare fără TVA', gross: 'Valoare cu TVA', shipping: 'Transport',
    paymentFee: 'Comision de plată', discount: (code) => (code ? `Reducere (cupon ${code})` : 'Reducere'), vatTable: 'TVA pe cote',
    totalNet: 'Total fără TVA', totalVat: 'Total TVA', totalGross: 'Total de plată', downPayment: 'Avans', payment: 'Metoda de plată',
    delivery: 'Metoda de livrare', sellerVatId: 'CUI', buyerVatId: 'Cod TVA cumpărător', taxNumber: 'Cod fiscal', register: 'Nr. Reg. Com.',
    manager: 'Administrator', page: (page, of) => `Pagina ${page} din ${of}`, thanks: 'Vă mulțumim pentru comandă.',
    supplyPeriod: null,
  },
};
