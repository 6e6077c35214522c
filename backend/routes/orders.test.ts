import {
  ORDER_MESSAGES, PAY_MESSAGES, orderCancelResultSchema, orderListResponseSchema, orderProductListResponseSchema, orderResponseSchema, orderSchema, type Order,
} from '@/contract/checkout';
import { ORDER_LIST_LIMIT } from '@/contract/constants';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { allRecordingProviders } from '@/backend/test-payment-provider';

let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, providers: allRecordingProviders() });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

const order = async (id: number, query = ''): Promise<Order> => orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${id}${query}`)).json()).data as Order;
/** The cancel answer: a JSON string whose content is the result (S4-37). */
const cancel = async (orderId: number) => {
  const response = await t.post('/order/cancel', { order_id: orderId });
  const outer: unknown = JSON.parse(response.text);
  expect(typeof outer).toBe('string');
  return { status: response.statusCode, result: orderCancelResultSchema.parse(JSON.parse(outer as string)) };
};

describe('order reads, cancel and the operator route', () => {
  test('S7-05 an order with its lines and addresses; with customer_id only that customer reads it', async () => {
    const [a, b] = c.products(2);
    const who = await c.shopper('de_AT', 'leser@example.at');
    const cartId = await c.cart('de_AT', [{ pse: a!, quantity: 1 }, { pse: b!, quantity: 3 }]);
    const placed = await c.paid('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { message: 'Bitte beim Nachbarn abgeben', isCompleteDelivery: true }));
    const full = await order(placed.order_id, `?customer_id=${who.customerId}`);
    expect(orderSchema.parse(full)).toBeTruthy();
    expect(full).toMatchObject({
      number: placed.order_number, email: 'leser@example.at', locale: 'de_AT', payment_title: 'Vorkasse (Überweisung)', delivery_title: 'Paketversand',
      message: 'Bitte beim Nachbarn abgeben', is_complete_delivery: true, tracking_number: null, invoice_ref: null, withdrawal_until: null, pickup_center: null,
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(full.invoice_address).toMatchObject({ firstname: 'Maria', lastname: 'Muster', address1: 'Hauptstraße 10/A/4/15', zipcode: '1100', city: 'Wien', country_title: 'Österreich', state_title: null, title: 2 });
    expect(full.products.map((line) => [line.pse_id, line.quantity])).toEqual([[a!.pseId, 1], [b!.pseId, 3]]);
    expect(full.bank_details).toMatchObject({ iban: 'AT112011182812345600', bic: 'GIBAATWWXXX', reference: placed.order_number, amount: full.total_taxed, currency: 'EUR' });
    const stranger = await t.get(`/api/ExternalOrderApi/order/${placed.order_id}?customer_id=${who.customerId + 1}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ status_code: 404, message: ORDER_MESSAGES.notFound });
    expect((await t.get('/api/ExternalOrderApi/order/99999999')).statusCode).toBe(404);

    const lines = orderProductListResponseSchema.parse((await t.get(`/api/order_product/?order_id=${placed.order_id}`)).json());
    expect(lines.OrderProductItems.map((line) => [line.order_id, line.pse_id])).toEqual([[placed.order_id, a!.pseId], [placed.order_id, b!.pseId]]);
    expect((await t.get('/api/order_product/')).statusCode).toBe(400);
  });

  test(`a customer's orders, newest first, at most ${ORDER_LIST_LIMIT}`, async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_DE');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock = new Date(Date.UTC(2026, 10, 22, 11, i));
      const cartId = await c.cart('de_DE', [{ pse: product!, quantity: 1 }]);
      ids.push((await c.paid('Vorkasse', c.payload('de_DE', cartId, who, 'Vorkasse'))).order_id);
    }
    const list = orderListResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/?customer_id=${who.customerId}&limit=${ORDER_LIST_LIMIT + 1000}`)).json());
    expect(list.OrderItems.map((o) => o.id)).toEqual([...ids].reverse());
    expect(orderListResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/?customer_id=${who.customerId}&limit=2`)).json()).OrderItems).toHaveLength(2);
    expect((await t.get('/api/ExternalOrderApi/order/?limit=5')).statusCode).toBe(400);
  });

  test('S4-37 S7-23 cancelling answers a JSON string: unpaid orders are canceled, paid and sent ones are refused', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT');
    const open = await c.paid('PayPal', c.payload('de_AT', await c.cart('de_AT', [{ pse: product!, quantity: 1 }]), who, 'PayPal'));
    expect(await cancel(open.order_id)).toEqual({ status: 200, result: { status_code: 200, message: ORDER_MESSAGES.canceled, status: 'canceled' } });
    expect(await order(open.order_id)).toMatchObject({ status: 'canceled', payment: 'cancelled' });
    expect(await cancel(open.order_id)).toEqual({ status: 200, result: { status_code: 200, message: ORDER_MESSAGES.canceled, status: 'canceled' } });

    const prepaid = await c.paid('Vorkasse', c.payload('de_AT', await c.cart('de_AT', [{ pse: product!, quantity: 1 }]), who, 'Vorkasse'));
    await t.post(`/api/admin/order/${prepaid.order_id}/status`, { status: 'paid' });
    expect(await cancel(prepaid.order_id)).toEqual({ status: 409, result: { status_code: 409, message: PAY_MESSAGES.alreadyPaid, status: 'paid' } });
    await t.post(`/api/admin/order/${prepaid.order_id}/status`, { status: 'sent' });
    expect(await cancel(prepaid.order_id)).toEqual({ status: 409, result: { status_code: 409, message: ORDER_MESSAGES.notCancelable, status: 'sent' } });
    expect(await cancel(99_999_999)).toEqual({ status: 404, result: { status_code: 404, message: ORDER_MESSAGES.notFound } });
    expect((await t.post('/order/cancel', { order_id: 'x' })).statusCode).toBe(400);
  });

  test('S4-45 S3-35 the operator confirms a transfer (paid, receipt e-mailed once) and sends the order with a tracking number and its carrier link, back-dated', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT', 'ueberweiser@example.at');
    const placed = await c.paid('Vorkasse', c.payload('de_AT', await c.cart('de_AT', [{ pse: product!, quantity: 1 }]), who, 'Vorkasse'));
    const paid = orderResponseSchema.parse((await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'paid', at: '2026-11-23T08:15:00Z' })).json()).data;
    expect(paid).toMatchObject({ status: 'paid', payment: 'accepted', invoice_date: '2026-11-23' });
    await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'paid' });
    const kinds = (t.db.prepare('SELECT kind FROM mail_outbox WHERE order_id = ? ORDER BY id').all(placed.order_id) as { kind: string }[]).map((r) => r.kind);
    expect(kinds).toEqual(['order_confirmation', 'payment_received']);
    const sent = orderResponseSchema.parse(
      (await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'sent', at: '2026-11-24T23:30:00+00:00', tracking_number: '00340434161094022115' })).json(),
    ).data;
    expect(sent).toMatchObject({
      status: 'sent', tracking_number: '00340434161094022115', withdrawal_until: '2026-12-09',
      tracking_url: 'https://www.post.at/s/sendungsdetails?snr=00340434161094022115',
    });
    expect((await t.post('/api/admin/order/99999999/status', { status: 'sent' })).statusCode).toBe(404);
    expect((await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'lost' })).statusCode).toBe(400);
    expect((await t.post(`/api/admin/order/${placed.order_id}/status`, { status: 'sent', at: 'yesterday' })).statusCode).toBe(400);
    expect((await t.request('POST', `/api/admin/order/${placed.order_id}/status`, { token: null, body: '{"status":"sent"}' })).statusCode).toBe(401);
  });
});
