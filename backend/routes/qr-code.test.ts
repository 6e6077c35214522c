import { ORDER_MESSAGES, PAY_MESSAGES, qrCodeResponseSchema } from '@/contract/checkout';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { allRecordingProviders } from '@/backend/test-payment-provider';

let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp({ providers: allRecordingProviders() });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

describe('POST /api/ExternalOrderApi/getQrCode', () => {
  test('S7-27 a prepayment order in EUR gets the EPC transfer code with the order number as remittance', async () => {
    const [product] = c.products(1);
    const cartId = await c.cart('de_DE', [{ pse: product!, quantity: 1 }]);
    const placed = await c.paid('Vorkasse', c.payload('de_DE', cartId, await c.shopper('de_DE'), 'Vorkasse'));
    const response = await t.post('/api/ExternalOrderApi/getQrCode', { order_id: placed.order_id });
    expect(response.statusCode).toBe(200);
    const data = qrCodeResponseSchema.parse(response.json()).data;
    const total = data?.bank_details.amount ?? 0;
    expect(data?.payload).toBe(`BCD\n002\n1\nSCT\nSSKMDEMMXXX\nSanitär Haus Deutschland GmbH\nDE04701500001004567890\nEUR${total.toFixed(2)}\n\n\n${placed.order_number}`);
    expect(data?.bank_details).toMatchObject({ reference: placed.order_number, currency: 'EUR', bank: 'Stadtsparkasse München' });
    expect(data?.modules.length).toBeGreaterThanOrEqual(21);
  });

  test('lei orders, other methods, paid and unknown orders get no code', async () => {
    const [product] = c.products(1);
    const ro = await c.paid('Vorkasse', c.payload('ro_RO', await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]), await c.shopper('ro_RO'), 'Vorkasse'));
    expect((await t.post('/api/ExternalOrderApi/getQrCode', { order_id: ro.order_id })).json()).toEqual({ status_code: 409, message: ORDER_MESSAGES.qrOnlyEur });
    const who = await c.shopper('de_AT');
    const paypal = await c.paid('PayPal', c.payload('de_AT', await c.cart('de_AT', [{ pse: product!, quantity: 1 }]), who, 'PayPal'));
    expect((await t.post('/api/ExternalOrderApi/getQrCode', { order_id: paypal.order_id })).json()).toEqual({ status_code: 409, message: ORDER_MESSAGES.qrOnlyPrepayment });
    const prepaid = await c.paid('Vorkasse', c.payload('de_AT', await c.cart('de_AT', [{ pse: product!, quantity: 1 }]), who, 'Vorkasse'));
    await t.post(`/api/admin/order/${prepaid.order_id}/status`, { status: 'paid' });
    expect((await t.post('/api/ExternalOrderApi/getQrCode', { order_id: prepaid.order_id })).json()).toEqual({ status_code: 409, message: PAY_MESSAGES.alreadyPaid });
    expect((await t.post('/api/ExternalOrderApi/getQrCode', { order_id: 99_999_999 })).statusCode).toBe(404);
    expect((await t.post('/api/ExternalOrderApi/getQrCode', {})).statusCode).toBe(400);
  });
});
