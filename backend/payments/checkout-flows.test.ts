import type { PaymentMethodCode } from '@/contract/checkout';
import { orderPaymentStateSchema } from '@/contract/checkout';
import type { TheliaLocale } from '@/contract/common';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';
import { pageForms } from './sandbox-test-app';

/**
 * The orders and the providers' sandboxes together, as the storefront meets them: pay with a redirect method, walk the
 * sandbox page as a browser would, and read the order's payment state. Only the provider's signed confirmation makes
 * an order paid; a browser that merely comes back never does.
 */
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;

beforeAll(async () => {
  t = await createTestApp();
  c = checkoutSupport(t);
});
afterAll(async () => {
  await t.close();
});

type Step = { status: number; location: string | null; text: string };

/** A browser without cookies: GET or POST a form on the backend (absolute URLs to it, or paths). */
async function browse(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<Step> {
  const path = url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
  const response = await t.request(method, path, {
    token: null,
    ...(form ? { body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });
  return { status: response.statusCode, location: typeof response.headers.location === 'string' ? response.headers.location : null, text: response.text };
}

/** Submits the form of a page whose button reads `button`; follows redirects that stay on the backend. */
async function press(page: Step, button: string): Promise<Step> {
  const form = pageForms(page.text).find((f) => f.button === button);
  if (!form) throw new Error(`no form '${button}' on the page: ${page.text.slice(0, 300)}`);
  let step = await browse('POST', form.action, form.fields);
  while (step.location && !step.location.includes('/api/checkout/return/')) step = await browse('GET', step.location);
  // Pages that hand over with a self-submitting form (the hosted payment page's response) are pressed on.
  const next = pageForms(step.text).find((f) => f.button === 'Return to the shop');
  if (!step.location && next) return press(step, 'Return to the shop');
  return step;
}

const state = async (orderId: number) => orderPaymentStateSchema.parse((await t.get(`/api/ExternalOrderApi/order/${orderId}/payment`)).json());

async function placeOrder(locale: TheliaLocale, method: PaymentMethodCode) {
  const [product] = c.products(1, { minNet: 20, maxNet: 200 });
  const cartId = await c.cart(locale, [{ pse: product!, quantity: 1 }]);
  const who = await c.shopper(locale);
  const order = await c.paid(method, c.payload(locale, cartId, who, method));
  return { cartId, order };
}

/** The first page of a payment: the provider's page (Stripe: the session page of the id handed back). */
async function providerPage(url: string): Promise<Step> {
  let step = await browse('GET', url.startsWith('cs_') ? `/sandbox/stripe/c/pay/${url}` : url);
  // The Global Payments hand-off page posts the signed request on to the hosted payment page.
  const handoff = pageForms(step.text).find((f) => f.button === 'Continue to Global Payments');
  if (handoff) step = await browse('POST', handoff.action, handoff.fields);
  return step;
}

const APPROVE: Record<Exclude<PaymentMethodCode, 'Nachnahme' | 'Vorkasse'>, { locale: TheliaLocale; button: string }> = {
  PayPal: { locale: 'de_AT', button: 'Approve payment' },
  StripePayment: { locale: 'de_AT', button: 'Pay' },
  GlobalPayments: { locale: 'de_DE', button: 'Pay now' },
  Sofort: { locale: 'de_DE', button: 'Pay now' },
};

describe.each(Object.entries(APPROVE) as [keyof typeof APPROVE, (typeof APPROVE)[keyof typeof APPROVE]][])('%s through its sandbox', (method, { locale, button }) => {
  test('S4-45 approving at the provider marks the order paid only by the signed confirmation, and empties the cart', async () => {
    const { cartId, order } = await placeOrder(locale, method);
    expect((await state(order.order_id)).status).toBe('not_paid');
    const back = await press(await providerPage(order.url), button);
    expect(back.location).toContain(`/api/checkout/return/`);
    expect(back.location).toContain('/success');
    if (method === 'PayPal') {
      // The browser's return alone changes nothing; the shop's accept call captures at PayPal.
      expect((await state(order.order_id)).payment).toBe('pending');
      const url = new URL(back.location!);
      const accept = await t.post('/paypal/accept', { paypal_data: { token: url.searchParams.get('token'), PayerID: url.searchParams.get('PayerID') } });
      expect(accept.statusCode).toBe(200);
    }
    const paid = await state(order.order_id);
    expect(paid).toMatchObject({ status: 'paid', payment: 'accepted' });
    expect(c.cartLines(cartId)).toEqual([]);
  });
}, 30_000);

test('S4-39 cancelling at PayPal returns to the shop and, once the shop reports it, cancels the order and keeps the cart', async () => {
  const { cartId, order } = await placeOrder('de_AT', 'PayPal');
  const back = await press(await providerPage(order.url), 'Cancel and return to the shop');
  expect(back.location).toContain('/paypal/cancel');
  const token = new URL(back.location!).searchParams.get('token');
  expect((await t.post('/paypal/cancel', { paypal_data: { token } })).statusCode).toBe(200);
  expect(await state(order.order_id)).toMatchObject({ status: 'canceled', payment: 'cancelled' });
  expect(c.cartLines(cartId)).toHaveLength(1);
});

test('S4-40 S4-41 a PayPal capture that is declined closes the order as payment error and keeps the cart', async () => {
  const { cartId, order } = await placeOrder('de_AT', 'PayPal');
  const back = await press(await providerPage(order.url), 'Approve with a card that is declined at capture');
  const url = new URL(back.location!);
  const accept = await t.post('/paypal/accept', { paypal_data: { token: url.searchParams.get('token'), PayerID: url.searchParams.get('PayerID') } });
  expect(accept.statusCode).toBe(402);
  expect(await state(order.order_id)).toMatchObject({ status: 'payment_error', payment: 'failed' });
  expect(c.cartLines(cartId)).toHaveLength(1);
});

test('a forged PayPal return (a token never approved, a made-up payer) pays nothing', async () => {
  const { order } = await placeOrder('de_AT', 'PayPal');
  const token = new URL(order.url).searchParams.get('token');
  const accept = await t.post('/paypal/accept', { paypal_data: { token, PayerID: 'FORGED1234AB' } });
  expect(accept.statusCode).toBeGreaterThanOrEqual(400);
  expect((await state(order.order_id)).status).toBe('not_paid');
});

test('S4-38 Sofort (Klarna) abort cancels, and a second order of the same cart gets a new number', async () => {
  const { cartId, order } = await placeOrder('de_DE', 'Sofort');
  const back = await press(await providerPage(order.url), 'Abort and return to the shop');
  expect(back.location).toContain('/sofort/cancel');
  expect((await state(order.order_id)).status).toBe('canceled');
  const who = await c.shopper('de_DE');
  const again = await c.paid('Sofort', c.payload('de_DE', cartId, who, 'Sofort'));
  expect(again.order_number).not.toBe(order.order_number);
});
