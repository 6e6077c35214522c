import type { Order } from '@/contract/checkout';
import { sampleOrder } from '@/contract/testing/order-fixtures';
import { seededTestDatabase } from '@/backend/db/seeded-test-database';
import { createShopIdentityRepo, type ShopIdentity } from '@/backend/repo/shop-identity-repo';
import { documentDate, supplyMonth, orderDocumentPdf, type OrderDocument } from './order-pdf';
import { columnText, readPdf } from './pdf-text';

/**
 * The invoice's text as a PDF reader extracts it (pdfjs-dist) equals the order's data: hand-computed figures of a
 * Romanian order with two VAT rates and a German business order with a coupon, the seller's identity as seeded.
 */
let identity: (locale: Order['locale']) => ShopIdentity;
beforeAll(() => {
  const repo = createShopIdentityRepo(seededTestDatabase().db);
  identity = (locale) => repo.identity(locale);
});

const CREATED = new Date('2026-12-09T08:00:00Z');
const LONG_NAME = 'Corp încastrat universal Hansgrohe ShowerSelect Comfort S pentru 3 consumatori, cu termostat și închidere de siguranță integrată';

const line = (id: number, title: string, quantity: number, unitTaxed: number, percent: number, ref: string): Order['products'][number] => ({
  id, product_id: 100 + id, pse_id: 1000 + id, ref, title, variation: '', quantity, unit_price_untaxed: 0, unit_price_taxed: unitTaxed, tax_percent: percent,
  total_taxed: Math.round(unitTaxed * quantity * 100) / 100, was_in_promo: false, url: `/p${id}`, image: null,
});

function romanianOrder(): Order {
  const address = {
    title: 2, firstname: 'Ioana', lastname: 'Țăranu-Înșir', company: '', vat_number: '', address1: 'Șoseaua Giurgiului 12', address2: '', address3: '',
    zipcode: '040561', city: 'București', country_id: 146, country_title: 'România', state_title: 'București', phone: '+40 721 123 456',
  };
  return sampleOrder({
    id: 7, number: 'RO-2026-000007', locale: 'ro_RO', currency: 'RON', currency_rate: 4.97, status: 'paid', payment: 'accepted',
    payment_title: 'Ordin de plată (transfer bancar)', delivery_title: 'Livrare prin curier',
    // 00:30 on 7 December in Bucharest.
    created_at: '2026-12-06T22:30:00.000Z', invoice_ref: 'INV-RO-2026-000004', invoice_date: '2026-12-07',
    products: [
      { ...line(1, 'Baterie lavoar cu două mânere Kludi Logo Neo mărimea M', 2, 379.96, 21, 'KLU-34406895'), unit_price_untaxed: 314 },
      line(2, LONG_NAME, 1, 2839.61, 21, 'HAN-13195350'),
      line(3, 'Set de montaj pentru baterii încastrate', 3, 55.5, 11, 'SET-11'),
    ],
    postage_taxed: 24.9, postage_untaxed: 20.58, taxes: [{ percent: 11, amount: 16.5 }, { percent: 21, amount: 629.03 }],
    total_taxed: 3790.93, total_untaxed: 3145.4, bank_details: null, invoice_address: address, delivery_address: address,
  });
}

function germanBusinessOrder(): Order {
  const address = {
    title: 3, firstname: 'Jonas', lastname: 'Weber', company: 'Haustechnik Weber GmbH', vat_number: 'DE298765431', address1: 'Königsbrücker Straße 96',
    address2: '', address3: '', zipcode: '01099', city: 'Dresden', country_id: 5, country_title: 'Deutschland', state_title: null, phone: '+49 351 123456',
  };
  return sampleOrder({
    id: 9, number: 'DE-2026-000009', locale: 'de_DE', status: 'paid', payment: 'accepted', payment_title: 'PayPal', delivery_title: 'Paketversand',
    // 00:30 on 7 December in Berlin.
    created_at: '2026-12-06T23:30:00.000Z', invoice_ref: 'INV-DE-2026-000003', invoice_date: '2026-12-07',
    products: [line(1, 'Kludi Logo Neo Zweigriff-Waschtischbatterie M-Size', 2, 150.36, 19, 'KLU-34406895'), line(2, 'Fachbuch Sanitärinstallation', 1, 42.8, 7, 'BUCH-7')],
    postage_taxed: 5.9, postage_untaxed: 4.96, coupon_code: 'WILLKOMMEN10', discount_taxed: 10, taxes: [{ percent: 7, amount: 2.72 }, { percent: 19, amount: 47.56 }],
    total_taxed: 339.42, total_untaxed: 289.14, bank_details: null, invoice_address: address, delivery_address: address,
  });
}

const pdfOf = async (document: Omit<OrderDocument, 'shop'>) => readPdf(await orderDocumentPdf({ ...document, shop: identity(document.order.locale) }, CREATED));

describe('the invoice PDF', () => {
  test('a Romanian invoice reads as the order: diacritics intact, seller CUI and register, each line, VAT per rate, totals, local dates', async () => {
    const pdf = await pdfOf({ order: romanianOrder(), kind: 'invoice', credit: null });
    expect(pdf.title).toBe('Factură INV-RO-2026-000004');
    expect(pdf.pages).toBe(1);
    for (const expected of [
      'Casa Sanitară S.R.L.', 'Șoseaua Berceni 104, Sector 4, 041919 București, România', 'CUI: RO12345678', 'Nr. Reg. Com.: J40/1234/2015',
      'Ioana Țăranu-Înșir', 'Șoseaua Giurgiului 12', '040561 București', 'Număr factură INV-RO-2026-000004', 'Data facturii 07.12.2026',
      'Număr comandă RO-2026-000007', 'Data comenzii 07.12.2026', 'Metoda de plată: Ordin de plată (transfer bancar)', 'Preț unitar',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toMatch(/Taranu|Insir|Sanitara\b|Soseaua|Bucuresti|Pret unitar|fara TVA/);
    // Quantity, unit price without VAT, rate, net and gross of each line (unit × quantity = net).
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ 2 314,015 lei 21 % 628,03 lei 759,92 lei$/),
        expect.stringMatching(/ 1 2\.346,79 lei 21 % 2\.346,79 lei 2\.839,61 lei$/),
        expect.stringMatching(/ 3 50,00 lei 11 % 150,00 lei 166,50 lei$/),
        'Transport (Livrare prin curier) 21 % 20,58 lei 24,90 lei',
        'TVA 11 % 150,00 lei 16,50 lei 166,50 lei',
        'TVA 21 % 2.995,40 lei 629,03 lei 3.624,43 lei',
        'Total fără TVA 3.145,40 lei',
        'Total TVA 645,53 lei',
        'Total de plată 3.790,93 lei',
      ]),
    );
    // The long name wraps onto three lines but stays whole.
    expect(columnText(pdf, 49, 51)).toContain(LONG_NAME);
    expect(pdf.text).not.toContain('…');
    expect(pdf.text).not.toContain('Scutit');
  });

  test('a German business invoice: USt-IdNr., Steuernummer and register of the seller, the buyer VAT id, coupon and postage with their VAT', async () => {
    const pdf = await pdfOf({ order: germanBusinessOrder(), kind: 'invoice', credit: null });
    expect(pdf.title).toBe('Rechnung INV-DE-2026-000003');
    for (const expected of [
      'Sanitär Haus Deutschland GmbH', 'Landsberger Straße 302, 80687 München, Deutschland', 'USt-IdNr.: DE123456789', 'Steuernummer: 143/123/45678',
      'Registergericht: Amtsgericht München, HRB 234567', 'Haustechnik Weber GmbH', 'USt-IdNr. des Kunden: DE298765431', 'Rechnungsdatum 07.12.2026', 'Leistungszeitraum Dezember 2026',
      'Bestelldatum 07.12.2026', 'Zahlungsart: PayPal',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Kludi Logo Neo Zweigriff- 2 126,355 € 19 % 252,71 € 300,72 €',
        expect.stringMatching(/^Fachbuch Sanitärinstallation 1 40,00 € 7 % 40,00 € 42,80 €$/),
        'Versandkosten (Paketversand) 19 % 4,96 € 5,90 €',
        'Rabatt (Gutschein WILLKOMMEN10) -8,52 € -10,00 €',
        'USt. 7 % 38,83 € 2,72 € 41,55 €',
        'USt. 19 % 250,31 € 47,56 € 297,87 €',
        'Summe netto 289,14 €',
        'Summe USt. 50,28 €',
        'Gesamtbetrag 339,42 €',
      ]),
    );
    // A domestic business sale carries VAT: no exemption note.
    expect(pdf.text).not.toContain('Steuerfreie');
  });

  test('the credit note has its own number and date, names the invoice it corrects and negates every amount', async () => {
    const pdf = await pdfOf({ order: { ...germanBusinessOrder(), status: 'refunded' }, kind: 'credit', credit: { ref: 'CR-DE-2026-000001', date: '2026-12-09' } });
    expect(pdf.title).toBe('Rechnungskorrektur CR-DE-2026-000001');
    for (const expected of ['Korrekturnummer CR-DE-2026-000001', 'Korrekturdatum 09.12.2026', 'Zur Rechnung INV-DE-2026-000003', 'Storno der Rechnung INV-DE-2026-000003 vom 07.12.2026']) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.lines).toEqual(expect.arrayContaining(['USt. 19 % -250,31 € -47,56 € -297,87 €', 'Gesamtbetrag -339,42 €', 'Rabatt (Gutschein WILLKOMMEN10) 8,52 € 10,00 €']));
    expect(pdf.text).not.toMatch(/-0,00/);
  });

  test('a 0 % intra-Community supply names both VAT numbers and the exemption', async () => {
    const order = germanBusinessOrder();
    const zero = {
      ...order, locale: 'de_AT' as const, number: 'AT-2026-000010', invoice_ref: 'INV-AT-2026-000002', taxes: [], postage_taxed: 0, postage_untaxed: 0,
      coupon_code: null, discount_taxed: 0, total_taxed: 294.4, total_untaxed: 294.4,
      products: [line(1, 'Kludi Logo Neo Zweigriff-Waschtischbatterie M-Size', 2, 126.36, 0, 'KLU-34406895'), line(2, 'Fachbuch Sanitärinstallation', 1, 41.68, 0, 'BUCH-7')],
    };
    const pdf = await pdfOf({ order: zero, kind: 'invoice', credit: null });
    expect(pdf.text).toContain('Steuerfreie innergemeinschaftliche Lieferung (Art. 6 Abs. 1 i. V. m. Art. 7 UStG 1994)');
    expect(pdf.text).toContain('UID-Nr.: ATU12345678 · UID-Nr. des Kunden: DE298765431');
    // Austrian amounts: '€ 294,40'.
    expect(pdf.lines).toEqual(expect.arrayContaining(['USt. 0 % € 294,40 € 0,00 € 294,40', 'Gesamtbetrag € 294,40']));
    const romanian = await pdfOf({ order: { ...zero, locale: 'ro_RO', currency: 'RON', invoice_ref: 'INV-RO-2026-000009' }, kind: 'invoice', credit: null });
    expect(romanian.text).toContain('Scutit cu drept de deducere, art. 294 alin. (2) lit. a) din Codul fiscal');
    expect(romanian.text).toContain('CUI: RO12345678 · Cod TVA cumpărător: DE298765431');
  });

  test('many lines run onto more pages, each with the table head and the numbered footer with the company data', async () => {
    const order = romanianOrder();
    const products = Array.from({ length: 40 }, (_, i) => line(i + 1, `${LONG_NAME} ${i + 1}`, 1, 10, 21, `REF-${i + 1}`));
    const pdf = await pdfOf({ order: { ...order, products }, kind: 'invoice', credit: null });
    expect(pdf.pages).toBeGreaterThan(2);
    // Every page with lines on it starts with the table head (the last may hold only the totals).
    const heads = pdf.items.filter((item) => item.text === 'Denumire produs').map((item) => item.page);
    const withLines = [...new Set(pdf.items.filter((item) => item.text.startsWith('Cod produs REF-')).map((item) => item.page))];
    expect(withLines.length).toBeGreaterThan(2);
    expect(heads).toEqual(withLines);
    expect(pdf.text).toContain(`Pagina ${pdf.pages} din ${pdf.pages}`);
    expect(pdf.items.filter((item) => item.text.includes('CUI: RO12345678 · Nr. Reg. Com.')).length).toBe(pdf.pages);
    expect(columnText(pdf, 49, 51)).toContain(`${LONG_NAME} 40`);
  });
});

describe('document dates', () => {
  test("are the shop's local dates: an instant after midnight local time is the next day, a stored date stays as it is", () => {
    expect(documentDate('2026-12-06T23:30:00.000Z', 'de_DE')).toBe('07.12.2026');
    expect(documentDate('2026-12-06T22:30:00.000Z', 'ro_RO')).toBe('07.12.2026');
    expect(documentDate('2026-12-06T22:30:00.000Z', 'de_AT')).toBe('06.12.2026');
    expect(documentDate('2026-12-07', 'de_AT')).toBe('07.12.2026');
    // The time of supply of a German or Austrian invoice: the calendar month of the invoice, in the shop's time zone.
    expect(supplyMonth('2026-11-30T23:30:00.000Z', 'de_DE')).toBe('Dezember 2026');
    expect(supplyMonth('2027-01-04', 'de_AT')).toBe('Jänner 2027');
  });
});
