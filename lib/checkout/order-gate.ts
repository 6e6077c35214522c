/**
 * Whether an order may be sent: not while a request runs (the idempotency key is what prevents a double order; this
 * only spares the second request), and not before the terms are accepted (S5-39: the shopper is told so at the
 * checkbox). The review step asks it before sending, the order route again on receipt (`pending` false there), so a
 * request without the tick places nothing. The tick covers the terms only: the withdrawal and privacy notices are
 * information the review step links, nothing the shopper accepts.
 */
export type OrderGate = 'busy' | 'terms-required' | 'go';

export function orderGate(input: { pending: boolean; termsAccepted: boolean }): OrderGate {
  if (input.pending) return 'busy';
  return input.termsAccepted ? 'go' : 'terms-required';
}
