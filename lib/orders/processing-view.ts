import { FORCED_SUBMIT_HINT_MS } from '@/contract/constants';

/**
 * What the payment-processing page shows while a payment is pending (pure; times are milliseconds since the page
 * opened): the forced-submit hint with 'check now' once FORCED_SUBMIT_HINT_MS have passed (S9-17), and the wait before
 * a new payment (S8-29) while it runs, or the way back to the payment step once it is over.
 */
export type ProcessingView = { hint: boolean; waitBeforeRetry: boolean; otherMethod: boolean };

export function processingView(elapsedMs: number, retryAllowedAfterMs: number): ProcessingView {
  const waiting = elapsedMs < retryAllowedAfterMs;
  return { hint: elapsedMs >= FORCED_SUBMIT_HINT_MS, waitBeforeRetry: waiting, otherMethod: !waiting };
}
