/**
 * Whether the order button may send the order: not while a request runs (the idempotency key is what prevents a
 * double order; this only spares the second request), and not before the terms are accepted (S5-39: the shopper is
 * told so at the checkbox).
 */
export type OrderGate = 'busy' | 'terms-required' | 'go';

export function orderGate(input: { pending: boolean; termsAccepted: boolean }): OrderGate {
  if (input.pending) return 'busy';
  return input.termsAccepted ? 'go' : 'terms-required';
}
