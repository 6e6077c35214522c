import type { TheliaLocale } from '@/contract/common';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { allRecordingProviders } from '@/backend/test-payment-provider';
import { documentNumber, documentSeries } from './document-numbers';
import { createOrderStore } from './order-store';

let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
let clock = new Date('2026-12-07T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, providers: allRecordingProviders() });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

async function placed(locale: TheliaLocale): Promise<number> {
  const who = await c.shopper(locale);
  const [product] = c.products(1);
  const cartId = await c.cart(locale, [{ pse: product!, quantity: 1 }]);
  return (await c.paid('Vorkasse', c.payload(locale, cartId, who, 'Vorkasse'))).order_id;
}

const status = async (orderId: number, to: string) => {
  const response = await t.post(`/api/admin/order/${orderId}/status`, { status: to });
  if (response.statusCode !== 200) throw new Error(`status ${to} answered ${response.statusCode}: ${response.text}`);
};
const refs = (orderId: number) =>
  t.db.prepare('SELECT invoice_ref AS invoice, invoice_date AS invoiceDate, credit_ref AS credit, credit_date AS creditDate FROM "order" WHERE id = ?').get(orderId) as {
    invoice: string | null; invoiceDate: string | null; credit: string | null; creditDate: string | null;
  };
const running = (ref: string | null) => Number(ref?.slice(-6));

describe('document numbers', () => {
  test('a series per selling company and kind, the year and a six-digit running number', () => {
    expect(documentSeries('invoice', 'de_AT')).toBe('INV-AT');
    expect(documentSeries('credit', 'ro_RO')).toBe('CR-RO');
    expect(documentNumber('INV-DE', 2026, 42)).toBe('INV-DE-2026-000042');
  });

  test('invoices of each shop are numbered gap-free in their own series; unpaid orders take no number', async () => {
    const ro1 = await placed('ro_RO');
    const at1 = await placed('de_AT');
    const roUnpaid = await placed('ro_RO');
    const ro2 = await placed('ro_RO');
    const de1 = await placed('de_DE');
    const ro3 = await placed('ro_RO');
    for (const id of [ro1, at1, ro2, de1, ro3]) await status(id, 'paid');
    // Sending a paid order keeps its number.
    await status(ro2, 'sent');
    // Consecutive although Austrian and German invoices were issued between them.
    const ro = [ro1, ro2, ro3].map((id) => refs(id).invoice);
    expect(ro.every((ref) => /^INV-RO-2026-\d{6}$/.test(ref ?? ''))).toBe(true);
    expect(ro.map(running)).toEqual([running(ro[0]!), running(ro[0]!) + 1, running(ro[0]!) + 2]);
    expect(refs(roUnpaid).invoice).toBeNull();
    expect(refs(at1).invoice).toMatch(/^INV-AT-2026-\d{6}$/);
    expect(refs(de1).invoice).toMatch(/^INV-DE-2026-\d{6}$/);
    expect(refs(ro1).invoiceDate).toBe('2026-12-07');
  });

  test("the year is the shop's local year: just after midnight on New Year in Bucharest a Romanian invoice starts the new year at 1", async () => {
    const ro = await placed('ro_RO');
    const at = await placed('de_AT');
    // 00:30 on 1 January in Bucharest, 23:30 on 31 December in Vienna.
    clock = new Date('2026-12-31T22:30:00Z');
    await status(ro, 'paid');
    await status(at, 'paid');
    expect(refs(ro)).toMatchObject({ invoice: 'INV-RO-2027-000001', invoiceDate: '2027-01-01' });
    expect(refs(at)).toMatchObject({ invoice: expect.stringMatching(/^INV-AT-2026-\d{6}$/), invoiceDate: '2026-12-31' });
    clock = new Date('2026-12-07T10:00:00Z');
  });

  test('a number taken in a write that fails is given back: the next invoice gets it, so the series has no gap', async () => {
    const store = createOrderStore(t.db);
    const first = await placed('de_DE');
    await status(first, 'paid');
    const before = running(refs(first).invoice);
    const failing = await placed('de_DE');
    expect(() =>
      t.db.transaction(() => {
        store.setInvoice(failing, '2026-12-07');
        throw new Error('the mail could not be queued');
      })(),
    ).toThrow('the mail could not be queued');
    expect(refs(failing).invoice).toBeNull();
    await status(failing, 'paid');
    expect(running(refs(failing).invoice)).toBe(before + 1);
    // Once given, a number stays: a second call changes nothing.
    store.setInvoice(failing, '2026-12-08');
    expect(running(refs(failing).invoice)).toBe(before + 1);
  });

  test('an invoiced order cancelled or refunded gets one credit note number of its own series; an order never invoiced gets none', async () => {
    const a = await placed('de_AT');
    const b = await placed('de_AT');
    const unpaid = await placed('de_AT');
    await status(a, 'paid');
    await status(b, 'paid');
    clock = new Date('2026-12-08T23:30:00Z');
    await status(b, 'refunded');
    await status(a, 'canceled');
    await status(a, 'refunded');
    await status(unpaid, 'canceled');
    expect(refs(b)).toMatchObject({ credit: expect.stringMatching(/^CR-AT-2026-\d{6}$/), creditDate: '2026-12-09' });
    expect(running(refs(a).credit)).toBe(running(refs(b).credit) + 1);
    expect(refs(unpaid)).toMatchObject({ invoice: null, credit: null });
    clock = new Date('2026-12-07T10:00:00Z');
  });
});
