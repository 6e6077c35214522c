import { orderGate } from './order-gate';

describe('order button', () => {
  test('S5-39 unchecked terms block the order (the shopper is asked to accept them)', () => {
    expect(orderGate({ pending: false, termsAccepted: false })).toBe('terms-required');
    expect(orderGate({ pending: false, termsAccepted: true })).toBe('go');
  });

  test('a second press while the order request runs sends nothing', () => {
    expect(orderGate({ pending: true, termsAccepted: true })).toBe('busy');
  });
});
