import { RETURN_DAYS } from '@/contract/constants';
import { WITHDRAWAL_MESSAGES, withdrawalCheckResponseSchema, withdrawalConfirmResponseSchema } from '@/contract/checkout';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';

let clock = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

async function placed(locale: 'de_AT' | 'ro_RO', email: string) {
  const [product] = c.products(1);
  const cartId = await c.cart(locale, [{ pse: product!, quantity: 2 }]);
  return c.paid('Vorkasse', c.payload(locale, cartId, await c.shopper(locale, email), 'Vorkasse'));
}
const receipts = (email: string) => t.db.prepare("SELECT subject, body FROM mail_outbox WHERE to_email = ? AND kind = 'withdrawal_receipt'").all(email) as { subject: string; body: string }[];

describe('withdrawal button', () => {
  test('S2-155 S2-156 S2-157 check finds the order by number and e-mail; confirm records it once and e-mails a receipt with date and time', async () => {
    const order = await placed('de_AT', 'widerruf@example.at');
    const request = { name: 'Maria Muster', order_number: order.order_number, email: 'Widerruf@Example.at', locale: 'de_AT' };
    const check = withdrawalCheckResponseSchema.parse((await t.post('/api/ExternalOrderApi/withdrawal/check', request)).json());
    expect(check).toEqual({ status_code: 200, data: { order_number: order.order_number, order_date: '2026-11-22', within_period: true, withdrawal_until: null, products: [{ title: expect.any(String), quantity: 2 }] } });
    expect(receipts('widerruf@example.at')).toEqual([]);

    clock = new Date('2026-11-23T16:05:00Z');
    const confirm = withdrawalConfirmResponseSchema.parse((await t.post('/api/ExternalOrderApi/withdrawal/confirm', request)).json());
    expect(confirm).toEqual({ status_code: 200, data: { order_number: order.order_number, received_at: '2026-11-23T16:05:00.000Z' } });
    clock = new Date('2026-11-23T17:00:00Z');
    expect((await t.post('/api/ExternalOrderApi/withdrawal/confirm', request)).json()).toEqual(confirm);
    const mails = receipts('widerruf@example.at');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Eingangsbestätigung Ihres Widerrufs – Bestellung ${order.order_number}`);
    expect(mails[0]?.body).toContain('am 23.11.2026 um 17:05 Uhr (Europe/Vienna)');
    expect(mails[0]?.body).toContain('Guten Tag Maria Muster,');
    expect(mails[0]?.body).toContain('Sanitär Haus Handels GmbH, Triester Straße 14, 1100 Wien, Österreich');
  });

  test('a number and e-mail that do not match, and closed orders, are "Order not found"', async () => {
    const order = await placed('de_AT', 'echt@example.at');
    const notFound = { status_code: 404, message: WITHDRAWAL_MESSAGES.notFound };
    for (const body of [
      { name: 'Maria Muster', order_number: order.order_number, email: 'falsch@example.at', locale: 'de_AT' },
      { name: 'Maria Muster', order_number: 'AT-2026-999999', email: 'echt@example.at', locale: 'de_AT' },
    ]) {
      for (const step of ['check', 'confirm']) expect((await t.post(`/api/ExternalOrderApi/withdrawal/${step}`, body)).json()).toEqual(notFound);
    }
    await t.post(`/api/admin/order/${order.order_id}/status`, { status: 'canceled' });
    expect((await t.post('/api/ExternalOrderApi/withdrawal/check', { name: 'Maria Muster', order_number: order.order_number, email: 'echt@example.at', locale: 'de_AT' })).json()).toEqual(notFound);
    expect((await t.post('/api/ExternalOrderApi/withdrawal/check', { name: 'M', order_number: '', email: 'x', locale: 'de_AT' })).statusCode).toBe(400);
  });

  test(`the period ends ${RETURN_DAYS} days after the order was sent (shop calendar): then the confirmation is refused`, async () => {
    clock = new Date('2026-12-20T10:00:00Z');
    const order = await placed('ro_RO', 'retragere@example.ro');
    const request = { name: 'Ion Popescu', order_number: order.order_number, email: 'retragere@example.ro', locale: 'ro_RO' };
    await t.post(`/api/admin/order/${order.order_id}/status`, { status: 'sent', at: '2026-12-01T22:30:00Z' });
    const check = withdrawalCheckResponseSchema.parse((await t.post('/api/ExternalOrderApi/withdrawal/check', request)).json());
    expect(check.data).toMatchObject({ within_period: false, withdrawal_until: '2026-12-16' });
    const refused = await t.post('/api/ExternalOrderApi/withdrawal/confirm', request);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status_code: 409, message: WITHDRAWAL_MESSAGES.periodOver });
    expect(receipts('retragere@example.ro')).toEqual([]);

    await t.post(`/api/admin/order/${order.order_id}/status`, { status: 'sent', at: '2026-12-06T10:00:00Z' });
    clock = new Date('2026-12-20T21:59:00Z');
    expect((await t.post('/api/ExternalOrderApi/withdrawal/confirm', request)).statusCode).toBe(200);
    const mail = receipts('retragere@example.ro')[0];
    expect(mail?.subject).toBe(`Confirmare de primire a retragerii – comanda ${order.order_number}`);
    expect(mail?.body).toContain('la data de 20.12.2026, ora 23:59 (Europe/Bucharest)');
  });
});
