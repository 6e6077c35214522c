import 'server-only';
import type { z } from 'zod';
import { err, ok, type Result } from '@/lib/api/result';
import { withdrawalCheckResponseSchema, withdrawalConfirmResponseSchema, withdrawalRequestSchema } from '@/contract/checkout';
import { orderCall, type OrderAnswer } from './order-call';

/**
 * The withdrawal button's two backend calls (decisions.md, S2-154..S2-157): step one finds the order by number and
 * e-mail, step two records the withdrawal and e-mails the receipt. 'Not found' says nothing about whether the order
 * exists (the backend answers the same for a wrong number and a wrong e-mail).
 */
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;
export type WithdrawalOrder = NonNullable<z.output<typeof withdrawalCheckResponseSchema>['data']>;
export type WithdrawalReceipt = NonNullable<z.output<typeof withdrawalConfirmResponseSchema>['data']>;

export type WithdrawalErrorCode = 'not-found' | 'period-over' | 'unavailable';
export type WithdrawalOutcome<T> = Result<T, WithdrawalErrorCode>;

export const WITHDRAWAL_PATHS = {
  check: 'api/ExternalOrderApi/withdrawal/check',
  confirm: 'api/ExternalOrderApi/withdrawal/confirm',
} as const;

type Envelope<T> = { status_code: number; message?: string | undefined; data?: T | undefined };

/** The outcome of a withdrawal call: its data; 404 not found; 409 the period is over; anything else unavailable (logged). */
function outcomeOf<T>(call: 'check' | 'confirm', answer: Result<OrderAnswer<Envelope<T>>>): WithdrawalOutcome<T> {
  if (!answer.ok) {
    if (answer.error.kind === 'not-found') return err('not-found');
    console.error(`orders: withdrawal ${call} failed (${answer.error.kind}): ${answer.error.message}`);
    return err('unavailable');
  }
  const { status, body } = answer.data;
  if (status >= 200 && status < 300 && body.data !== undefined) return ok(body.data);
  if (status === 404) return err('not-found');
  if (status === 409) return err('period-over');
  console.error(`orders: withdrawal ${call} refused (${status}): ${body.message ?? ''}`);
  return err('unavailable');
}

/** Step one: the order of this number and e-mail (with whether the withdrawal period is still running). */
export async function checkWithdrawal(request: WithdrawalRequest): Promise<WithdrawalOutcome<WithdrawalOrder>> {
  const json = withdrawalRequestSchema.parse(request);
  return outcomeOf('check', await orderCall(WITHDRAWAL_PATHS.check, withdrawalCheckResponseSchema, { method: 'post', json }));
}

/** Step two: records the withdrawal; the backend e-mails the receipt with date and time. */
export async function confirmWithdrawal(request: WithdrawalRequest): Promise<WithdrawalOutcome<WithdrawalReceipt>> {
  const json = withdrawalRequestSchema.parse(request);
  return outcomeOf('confirm', await orderCall(WITHDRAWAL_PATHS.confirm, withdrawalConfirmResponseSchema, { method: 'post', json }));
}
