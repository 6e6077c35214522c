import {
  ID_PATTERNS,
  newGlobalPaymentsAuthcode,
  newGlobalPaymentsOrderId,
  newGlobalPaymentsPasref,
  newPaypalCaptureId,
  newPaypalOrderId,
  newPaypalPayerId,
  newStripeEventId,
  newStripePaymentIntentId,
  newStripeSessionId,
  newUuid,
  randomChars,
} from './provider-ids';

describe('provider id formats', () => {
  test.each([
    ['PayPal order', newPaypalOrderId, /^[A-Z0-9]{17}$/],
    ['PayPal PayerID', newPaypalPayerId, ID_PATTERNS.paypalPayer],
    ['PayPal capture', newPaypalCaptureId, ID_PATTERNS.paypalCapture],
    ['Stripe Checkout Session', newStripeSessionId, /^cs_test_[A-Za-z0-9]{58}$/],
    ['Stripe event', newStripeEventId, ID_PATTERNS.stripeEvent],
    ['Stripe PaymentIntent', newStripePaymentIntentId, ID_PATTERNS.stripePaymentIntent],
    ['Global Payments ORDER_ID', newGlobalPaymentsOrderId, ID_PATTERNS.globalPaymentsOrder],
    ['Global Payments PASREF', newGlobalPaymentsPasref, ID_PATTERNS.globalPaymentsPasref],
    ['Global Payments AUTHCODE', newGlobalPaymentsAuthcode, ID_PATTERNS.globalPaymentsAuthcode],
    ['Klarna session (UUID v4)', newUuid, ID_PATTERNS.uuid],
  ])('%s ids match their format and do not repeat', (_name, make, pattern) => {
    const ids = Array.from({ length: 200 }, make);
    for (const id of ids) expect(id).toMatch(pattern);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('random characters use the whole alphabet', () => {
    const seen = new Set(randomChars('ABC', 300));
    expect([...seen].sort()).toEqual(['A', 'B', 'C']);
  });
});
