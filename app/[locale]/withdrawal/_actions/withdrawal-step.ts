'use server';

import { postedFormData } from '@/lib/content/action-input';
import type { WithdrawalFieldErrors, WithdrawalValues } from '@/lib/orders/withdrawal-fields';
import { validateWithdrawal, withdrawalValues } from '@/lib/orders/withdrawal-form';
import { checkWithdrawal, confirmWithdrawal, type WithdrawalOrder, type WithdrawalReceipt } from '@/lib/orders/withdrawal-server';
import { requestContext } from '@/lib/request/server';

/** Where the withdrawal stands: the form (step one), the confirmation (step two), the receipt, or the period is over. */
export type WithdrawalState =
  | { step: 'form'; status: 'idle' | 'invalid' | 'not-found' | 'failed'; errors: WithdrawalFieldErrors; values: Partial<WithdrawalValues> }
  | { step: 'confirm'; status: 'idle' | 'failed'; values: WithdrawalValues; order: WithdrawalOrder }
  | { step: 'period-over'; orderNumber: string; until: string | null }
  | { step: 'done'; receipt: WithdrawalReceipt };


/**
 * The withdrawal button's action (decisions.md, S2-155..S2-157; works with and without JavaScript). `intent` says the
 * step: `check` finds the order by number and e-mail (step one), `confirm` records the withdrawal after step two
 * (the backend e-mails the receipt with date and time), `edit` goes back to the form with the values. Every step
 * checks the fields again; the shop comes from the request (its host), never from the form. 'Not found' never says
 * whether an order of that number exists.
 */
export async function withdrawalStep(previous: WithdrawalState, data: FormData): Promise<WithdrawalState> {
  const form = postedFormData(data);
  if (!form) return { step: 'form', status: 'failed', errors: {}, values: {} };
  const values = withdrawalValues(form);
  const intent = form.get('intent');
  if (intent === 'edit') return { step: 'form', status: 'idle', errors: {}, values };
  const checked = validateWithdrawal(values);
  if (!checked.ok) return { step: 'form', status: 'invalid', errors: checked.error, values };
  const { shop } = await requestContext();
  const request = { ...checked.data, locale: shop.theliaLocale };

  if (intent === 'confirm') {
    const confirmed = await confirmWithdrawal(request);
    if (confirmed.ok) return { step: 'done', receipt: confirmed.data };
    if (confirmed.error === 'period-over') return { step: 'period-over', orderNumber: checked.data.order_number, until: null };
    if (confirmed.error === 'not-found') return { step: 'form', status: 'not-found', errors: {}, values };
    return previous.step === 'confirm' ? { ...previous, status: 'failed' } : { step: 'form', status: 'failed', errors: {}, values };
  }

  const found = await checkWithdrawal(request);
  if (!found.ok) {
    if (found.error === 'period-over') return { step: 'period-over', orderNumber: checked.data.order_number, until: null };
    return { step: 'form', status: found.error === 'not-found' ? 'not-found' : 'failed', errors: {}, values };
  }
  if (!found.data.within_period) return { step: 'period-over', orderNumber: found.data.order_number, until: found.data.withdrawal_until };
  return { step: 'confirm', status: 'idle', values: checked.data, order: found.data };
}
