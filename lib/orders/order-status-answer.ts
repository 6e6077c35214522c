import * as z from 'zod/mini';

/**
 * The answer of `GET /api/checkout/order-status?order=&h=` that the payment-processing page polls (zod/mini: the
 * browser checks it, loaded with the answer, ADR 0016): where the payment stands, the page to go to once it is no
 * longer pending, and how long a new payment of the same cart must still wait (S8-29).
 */
export const orderStatusAnswerSchema = z.object({
  progress: z.enum(['placed', 'pending', 'failed', 'cancelled']),
  next: z.nullable(z.string().check(z.startsWith('/'))),
  retryWaitMs: z.number().check(z.int(), z.nonnegative()),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusAnswerSchema>;
