import { parseStepRequest, reachableStep, stepHref, stepToShow } from './checkout-steps';

describe('checkout steps', () => {
  test('the step comes from the URL; anything unknown is the address step', () => {
    expect(parseStepRequest('shipping', null)).toEqual({ step: 'shipping', paymentCancelled: false });
    expect(parseStepRequest('review', undefined)).toEqual({ step: 'review', paymentCancelled: false });
    expect(parseStepRequest(null, null)).toEqual({ step: 'address', paymentCancelled: false });
    expect(parseStepRequest('../admin', null)).toEqual({ step: 'address', paymentCancelled: false });
  });

  test("S4-39 the cancel return '?step=payment&payment=cancelled' shows the shipping step with the cancelled message", () => {
    expect(parseStepRequest('payment', 'cancelled')).toEqual({ step: 'shipping', paymentCancelled: true });
    expect(parseStepRequest('payment', 'other')).toEqual({ step: 'shipping', paymentCancelled: false });
  });

  test('a step not reached yet shows the furthest reachable step', () => {
    expect(stepToShow('review', 'shipping')).toBe('shipping');
    expect(stepToShow('review', 'address')).toBe('address');
    expect(stepToShow('address', 'review')).toBe('address');
    expect(stepToShow('shipping', 'review')).toBe('shipping');
  });

  test('the reachable step follows what is saved', () => {
    expect(reachableStep({ address: false, shipping: false })).toBe('address');
    expect(reachableStep({ address: true, shipping: false })).toBe('shipping');
    expect(reachableStep({ address: true, shipping: true })).toBe('review');
    expect(stepHref('review')).toBe('/checkout?step=review');
  });
});
