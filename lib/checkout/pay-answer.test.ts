import { PAY_MESSAGES, type PayResponse } from '@/contract/checkout';
import { redirectAfterPay, payOutcome, refusalOf, stripeCheckoutBase } from './pay-answer';

const STRIPE = 'http://127.0.0.1:4000/sandbox/stripe/c/pay/';
const placed = (url: string): { status: number; body: PayResponse } => ({
  status: 200,
  body: { status_code: 200, data: { order_id: 7, order_ref: 'ORD000000000007', order_number: '2026000007', url, status: 'not_paid' } },
});
const refused = (status: number, message: string, items?: number[]): { status: number; body: PayResponse } => ({
  status,
  body: { status_code: status, message, ...(items ? { items } : {}) },
});

describe('pay answers', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  test('S4-35 after a pay call the browser goes to the returned url', () => {
    expect(payOutcome('PayPal', placed('https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T'), STRIPE)).toEqual({
      ok: true,
      data: { next: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T' },
    });
    expect(payOutcome('Vorkasse', placed('http://at.localhost:3000/api/checkout/return/vorkasse/success?order_ref=ORD000000000007'), STRIPE)).toEqual({
      ok: true,
      data: { next: 'http://at.localhost:3000/api/checkout/return/vorkasse/success?order_ref=ORD000000000007' },
    });
  });

  test('S4-36 for the card provider a result beginning with the session prefix opens the session page', () => {
    expect(payOutcome('StripePayment', placed('cs_test_a1B2c3D4'), STRIPE)).toEqual({ ok: true, data: { next: `${STRIPE}cs_test_a1B2c3D4` } });
    expect(redirectAfterPay('StripePayment', 'https://checkout.stripe.com/c/pay/cs_test_1', STRIPE)).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(redirectAfterPay('StripePayment', 'cs_test_../../evil', STRIPE)).toBeNull();
    // Only the card provider hands back session ids.
    expect(redirectAfterPay('PayPal', 'cs_test_a1B2c3D4', STRIPE)).toBeNull();
  });

  test('STRIPE_CHECKOUT_URL wins over the default on the backend', () => {
    expect(stripeCheckoutBase({ apiUrl: 'http://127.0.0.1:4000' })).toBe(STRIPE);
    expect(stripeCheckoutBase({ apiUrl: 'http://x', stripeCheckoutUrl: 'https://checkout.stripe.com/c/pay/' })).toBe('https://checkout.stripe.com/c/pay/');
  });

  test('an answer url that is no address (script, relative, junk) is a failed order, never a redirect', () => {
    for (const url of ['javascript:alert(1)', '/relative', 'not a url', 'data:text/html,x']) {
      expect(payOutcome('Sofort', placed(url), STRIPE)).toEqual({ ok: false, error: { code: 'order-failed', items: [] } });
    }
  });

  test('S8-24 products no longer available are reported with their cart lines', () => {
    expect(payOutcome('PayPal', refused(409, PAY_MESSAGES.productsUnavailable, [11, 12]), STRIPE)).toEqual({ ok: false, error: { code: 'products-unavailable', items: [11, 12] } });
  });

  test('S8-25 S8-26 S8-27 S8-28 S8-29 S4-44 each refusal text of the pay routes has its own message', () => {
    expect(refusalOf(422, PAY_MESSAGES.noDeliveries).code).toBe('no-deliveries');
    expect(refusalOf(422, PAY_MESSAGES.noPickup).code).toBe('no-pickup');
    expect(refusalOf(409, PAY_MESSAGES.undeliverableItems, [3])).toEqual({ code: 'undeliverable-confirm', items: [3] });
    expect(refusalOf(422, PAY_MESSAGES.allUndeliverable).code).toBe('all-undeliverable');
    expect(refusalOf(429, PAY_MESSAGES.waitBeforeRetry).code).toBe('wait-before-retry');
    expect(refusalOf(429, undefined).code).toBe('wait-before-retry');
    expect(refusalOf(409, PAY_MESSAGES.alreadyPaid).code).toBe('already-paid');
    expect(refusalOf(409, PAY_MESSAGES.methodUnavailable).code).toBe('payment-unavailable');
    expect(refusalOf(409, PAY_MESSAGES.emptyCart).code).toBe('cart-empty');
    expect(refusalOf(400, 'Something else').code).toBe('order-failed');
  });
});
