import { activePaymentMethodsResponseSchema, PAYMENT_METHOD_CODES, PAY_MESSAGES } from '@/contract/checkout';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { allRecordingProviders } from '@/backend/test-payment-provider';

let t: TestApp;
let bare: TestApp;
let c: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp({ providers: allRecordingProviders() });
  bare = await createTestApp({ providers: [] });
  c = checkoutSupport(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await bare.close();
});

const methods = async (app: TestApp, query: string) => {
  const response = await app.get(`/api/getActivePaymentMethods/${query}`);
  expect(response.statusCode).toBe(200);
  return activePaymentMethodsResponseSchema.parse(response.json());
};

describe('GET /api/getActivePaymentMethods/{cartId}', () => {
  test('S3-32 S7-07 each shop offers its methods by position, with texts in the locale and logos on the media route', async () => {
    const [product] = c.products(1);
    const at = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const de = await c.cart('de_DE', [{ pse: product!, quantity: 1 }]);
    const ro = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]);
    expect((await methods(t, `${at}?country_id=13&locale=de_AT`)).map((m) => m.code)).toEqual(['PayPal', 'StripePayment', 'Sofort', 'Vorkasse']);
    expect((await methods(t, `${de}?country_id=5&locale=de_DE`)).map((m) => m.code)).toEqual(['PayPal', 'GlobalPayments', 'Sofort', 'Vorkasse']);
    const romanian = await methods(t, `${ro}?country_id=146&locale=ro_RO`);
    expect(romanian.map((m) => m.code)).toEqual(['GlobalPayments', 'PayPal', 'Nachnahme', 'Vorkasse']);
    expect(romanian.find((m) => m.code === 'Nachnahme')).toMatchObject({ title: 'Plata ramburs', fee_taxed: 0, logo: '/media/payment/ramburs-ro.svg', position: 3 });
    // Logos in the shop's language, like the titles.
    expect(romanian.every((m) => m.logo.endsWith('-ro.svg'))).toBe(true);
    expect((await methods(t, `${at}?country_id=13&locale=de_AT`)).every((m) => m.logo.endsWith('-de.svg'))).toBe(true);
    expect(romanian.find((m) => m.code === 'Vorkasse')?.title).toBe('Ordin de plată (transfer bancar)');
    expect((await methods(t, `${at}?locale=de_AT`)).find((m) => m.code === 'Vorkasse')).toMatchObject({ title: 'Vorkasse (Überweisung)', conditions: expect.stringContaining('Bestellreferenz') });
    for (const method of romanian) expect(method.description.length).toBeGreaterThan(20);
    expect(PAYMENT_METHOD_CODES).toEqual(['PayPal', 'GlobalPayments', 'Sofort', 'StripePayment', 'Nachnahme', 'Vorkasse']);
  });

  test('cash on delivery only for parcels to Romania: not abroad, not with freight items, not for another delivery', async () => {
    const [product] = c.products(1);
    const [freight] = c.products(1, { freight: true });
    const ro = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]);
    const codes = async (query: string) => (await methods(t, query)).map((m) => m.code);
    expect(await codes(`${ro}?country_id=146&locale=ro_RO&delivery_module_id=77`)).toContain('Nachnahme');
    expect(await codes(`${ro}?country_id=146&locale=ro_RO&delivery_module_id=78`)).not.toContain('Nachnahme');
    expect(await codes(`${ro}?country_id=78&locale=ro_RO`)).toEqual(['GlobalPayments', 'PayPal', 'Vorkasse']);
    const withFreight = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }, { pse: freight!, quantity: 1 }]);
    expect(await codes(`${withFreight}?country_id=146&locale=ro_RO`)).not.toContain('Nachnahme');
  });

  test('without a provider the redirect methods are neither offered nor payable', async () => {
    const support = checkoutSupport(bare);
    const [product] = support.products(1);
    const cartId = await support.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    expect((await methods(bare, `${cartId}?locale=de_AT`)).map((m) => m.code)).toEqual(['Vorkasse']);
    const who = await support.shopper('de_AT');
    for (const method of ['PayPal', 'StripePayment', 'Sofort'] as const) {
      const response = await support.pay(method, support.payload('de_AT', cartId, who, method));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status_code: 409, message: PAY_MESSAGES.methodUnavailable });
    }
  });

  test('an unknown cart is "Cart not found"; bad query values are a 400', async () => {
    expect((await t.get('/api/getActivePaymentMethods/99999999')).json()).toEqual({ status_code: 404, message: 'Cart not found' });
    expect((await t.get('/api/getActivePaymentMethods/1?country_id=abc')).statusCode).toBe(400);
    expect((await t.get('/api/getActivePaymentMethods/1?locale=en_US')).statusCode).toBe(400);
  });
});
