import { ACCOUNT_MESSAGES } from '@/contract/account';

/**
 * The body of a token refresh (S7-35): the customer id and e-mail the session keeps beside the token. Without either
 * the refresh is not attempted and fails with the spec's text (S5-45).
 */
export function refreshInput(stored: { customerId?: number | null; email?: string | null }):
  | { ok: true; data: { customer_id: number; email: string } }
  | { ok: false; error: typeof ACCOUNT_MESSAGES.missingCustomer } {
  const { customerId, email } = stored;
  if (customerId === undefined || customerId === null || customerId < 1 || !email) return { ok: false, error: ACCOUNT_MESSAGES.missingCustomer };
  return { ok: true, data: { customer_id: customerId, email: email.toLowerCase() } };
}
