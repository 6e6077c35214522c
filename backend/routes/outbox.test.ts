import { outboxResponseSchema } from '@/contract/checkout';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { allRecordingProviders } from '@/backend/test-payment-provider';
import { isLoopback, isOutboxPage } from './outbox';

let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T10:00:00Z'), providers: allRecordingProviders() });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

const outbox = async (to: string) => outboxResponseSchema.parse((await t.get(`/api/outbox?to=${encodeURIComponent(to)}`)).json()).messages;

describe('order e-mails in the outbox', () => {
  test('the prepayment confirmation: lines, VAT per rate, postage, total, addresses, methods, bank details, legal links and the model withdrawal notice', async () => {
    const [product] = c.products(1, { maxNet: 10 });
    const who = await c.shopper('de_AT', 'bestaetigung@example.at');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 2 }]);
    const placed = await c.paid('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { message: 'Bitte anrufen', api_call: 'https://shop.example.at:8443/api/checkout/return' }));
    const [mail, ...rest] = await outbox('Bestaetigung@example.at');
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ kind: 'order_confirmation', to: 'bestaetigung@example.at', locale: 'de_AT', order_id: placed.order_id, subject: `Ihre Bestellung ${placed.order_number} bei Sanitär Haus` });
    const order = (t.db.prepare('SELECT total_taxed AS total FROM "order" WHERE id = ?').get(placed.order_id) as { total: number }).total;
    const money = (amount: number) => new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(amount);
    const vat = Math.round(((order * 20) / 120) * 100) / 100;
    for (const text of [
      'Guten Tag Maria Muster,', 'Diese E-Mail bestätigt den Eingang Ihrer Bestellung vom 22.11.2026 um 11:00 Uhr', `Bestellnummer: ${placed.order_number}`,
      '2 × ', `Versandkosten (Paketversand): ${money(5.9)}`, `Gesamtbetrag: ${money(order)}`,
      `enthaltene MwSt. 20 %: ${money(vat)}`, 'Rechnungsadresse\nMaria Muster\nHauptstraße 10/A/4/15\n1100 Wien\nÖsterreich', 'Lieferadresse\nMaria Muster',
      'Zahlungsart: Vorkasse (Überweisung)', 'Versandart: Paketversand', 'Empfänger: Sanitär Haus Handels GmbH', 'IBAN: AT11 2011 1828 1234 5600', 'BIC: GIBAATWWXXX',
      `Verwendungszweck: ${placed.order_number}`, 'Ihre Nachricht: Bitte anrufen', 'Allgemeine Geschäftsbedingungen: https://shop.example.at:8443/agb.html',
      'Widerrufsbelehrung: https://shop.example.at:8443/widerrufsrecht', 'Muster-Widerrufsformular: https://shop.example.at:8443/widerrufsformular',
      'Datenschutzerklärung: https://shop.example.at:8443/datenschutz', 'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      'Folgen des Widerrufs', 'Schaltfläche „Vertrag widerrufen“', 'Sanitär Haus Handels GmbH, Triester Straße 14, 1100 Wien, Österreich, Telefon +43 1 234 56 78, E-Mail service@sanitaer-haus.at',
    ]) {
      expect({ text, found: mail?.body.includes(text) }).toEqual({ text, found: true });
    }
  });

  test('the Romanian confirmation is in Romanian, in lei, with the Romanian legal pages and notice', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('ro_RO', 'confirmare@example.ro');
    const placed = await c.paid('Nachnahme', c.payload('ro_RO', await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]), who, 'Nachnahme'));
    const [mail] = await outbox('confirmare@example.ro');
    expect(mail?.subject).toBe(`Comanda dumneavoastră ${placed.order_number} la Casa Sanitară`);
    for (const text of [
      'Bună ziua, Maria Muster,', 'Metoda de plată: Plata ramburs', 'Plătiți suma totală numerar curierului, la livrare.', '\u00a0lei', 'din care TVA 21%',
      'Adresa de facturare', 'Termeni și condiții: https://www.casa-sanitara.ro/termeni-si-conditii.html',
      'Dreptul de retragere: https://www.casa-sanitara.ro/returul-produselor.html', 'Politica de confidențialitate: https://www.casa-sanitara.ro/confidentialitatea-datelor.html',
      // The Romanian form under its Romanian name, never the German slug.
      'Formular de retragere: https://www.casa-sanitara.ro/media/documents/formular-retragere.pdf',
      'Aveți dreptul de a vă retrage din prezentul contract în termen de 14 zile fără a preciza motivele.', 'Consecințele retragerii',
    ]) {
      expect({ text, found: mail?.body.includes(text) }).toEqual({ text, found: true });
    }
    expect(mail?.body).toContain('București');
    expect(mail?.body).not.toContain('/widerrufsformular');
  });

  test('the operator page lists the mails escaped, newest first, filtered by recipient; the JSON needs the shop token', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT', 'html@example.at');
    await c.paid('Vorkasse', c.payload('de_AT', await c.cart('de_AT', [{ pse: product!, quantity: 1 }]), who, 'Vorkasse', { message: '<script>alert("x")</script> & <b>' }));
    const page = await t.get('/outbox?to=html@example.at', null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('1 message(s)');
    expect((await t.get('/outbox?to=%3Cscript%3E', null)).text).toContain('value="&lt;script&gt;"');
    const everything = await t.get('/outbox', null);
    expect(everything.text.indexOf('html@example.at')).toBeLessThan(everything.text.lastIndexOf('bestaetigung@example.at'));
    expect((await t.get('/api/outbox?to=html@example.at', null)).statusCode).toBe(401);
    expect(outboxResponseSchema.parse((await t.get('/api/outbox')).json()).messages.length).toBeGreaterThanOrEqual(3);
    expect(isOutboxPage('/outbox?to=a')).toBe(true);
    expect(isOutboxPage('/api/outbox')).toBe(false);
    expect(isLoopback('127.0.0.1') && isLoopback('::1') && isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.20') || isLoopback(undefined)).toBe(false);
  });
});
