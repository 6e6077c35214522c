import { z } from 'zod';
import { orderCancelResultSchema } from '@/contract/checkout';

/**
 * The answer of `POST /order/cancel` (S7-23). The backend may send the result object itself or that object as a JSON
 * string (S4-37: `"{\"status_code\":200,...}"`); both are read the same way. A string that is not JSON, or JSON that
 * is not the result object, does not match.
 */
function jsonOfString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export const cancelAnswerSchema = z.preprocess(jsonOfString, orderCancelResultSchema);
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;

/** Whether a cancel answer (with its HTTP status) says the order is cancelled now. */
export function cancelSucceeded(httpStatus: number, answer: CancelAnswer): boolean {
  const accepted = httpStatus >= 200 && httpStatus < 300 && answer.status_code >= 200 && answer.status_code < 300;
  return accepted && (answer.status === undefined || answer.status === 'canceled');
}
