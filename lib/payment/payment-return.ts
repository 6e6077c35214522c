import { z } from 'zod';
import { paypalAcceptRequestSchema, paypalCancelRequestSchema, type PaymentMethodCode } from '@/contract/checkout';
import { ORDER_REF_PATTERN } from '@/lib/orders/order-ref';
import { paymentMethod, paymentMethodOfSlug } from './payment-methods';

/**
 * A shopper's return from a payment (design step 5): `/api/checkout/return/{slug}/{success|cancel|failure}` with the
 * order reference and the provider's own fields. Only the shape is checked here; what happened to the payment is
 * read from the backend afterwards.
 */
export const RETURN_OUTCOMES = ['success', 'cancel', 'failure'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** The PayPal follow-up a return asks for: accept after 'approve' (token and PayerID), cancel after 'cancel'. */
export type PaypalFollowUp = { kind: 'accept'; data: { token: string; PayerID: string } } | { kind: 'cancel'; data: { token: string } } | null;

export type PaymentReturn = { method: PaymentMethodCode; outcome: ReturnOutcome; orderRef: string; paypal: PaypalFollowUp };

const acceptFields = paypalAcceptRequestSchema.shape.paypal_data;
const cancelFields = paypalCancelRequestSchema.shape.paypal_data;
const outcomeSchema = z.enum(RETURN_OUTCOMES);

/** Reads a return address; null when the method, the outcome or the order reference is not one the shop makes. */
export function readPaymentReturn(segments: { method: string; outcome: string }, query: URLSearchParams): PaymentReturn | null {
  const method = paymentMethodOfSlug(segments.method);
  const outcome = outcomeSchema.safeParse(segments.outcome);
  const orderRef = query.get('order_ref') ?? '';
  if (!method || !outcome.success || !ORDER_REF_PATTERN.test(orderRef)) return null;
  const paypal = paymentMethod(method).returnFollowUp === 'paypal' ? paypalFollowUp(outcome.data, query) : null;
  return { method, outcome: outcome.data, orderRef, paypal };
}

function paypalFollowUp(outcome: ReturnOutcome, query: URLSearchParams): PaypalFollowUp {
  const token = query.get('token');
  if (outcome === 'success') {
    const fields = acceptFields.safeParse({ token, PayerID: query.get('PayerID') });
    return fields.success ? { kind: 'accept', data: fields.data } : null;
  }
  if (outcome === 'cancel') {
    const fields = cancelFields.safeParse({ token });
    return fields.success ? { kind: 'cancel', data: fields.data } : null;
  }
  return null;
}
