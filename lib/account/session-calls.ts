import 'server-only';
import { backendClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import { registerResponseSchema } from '@/contract/account';
import { passwordForgotResponseSchema, passwordResetResponseSchema } from '@/contract/account-session';
import { cartStatusResponseSchema } from '@/contract/cart';
import type { TheliaLocale } from '@/contract/common';

export type NewAccountInput = {
  email: string; password: string; title: number; firstname: string; lastname: string; locale: TheliaLocale; newsletter: boolean;
  /** A business customer: company and its VAT number (checked by the backend); '' for a private customer. */
  is_company: boolean; company: string; vat_number: string;
};

/** `POST {apiUrl}/api/ExternalOrderApi/customer` (shop token): a private or business customer's account; 409 when the e-mail exists. */
export async function registerCall(input: NewAccountInput): Promise<Result<{ customerId: number }>> {
  const answer = await requestJson(backendClient(), '/api/ExternalOrderApi/customer', registerResponseSchema, {
    method: 'post',
    json: input,
    noStore: true,
  });
  return answer.ok ? { ok: true, data: { customerId: answer.data.data.customer_id } } : answer;
}

/** `POST {apiUrl}/api/password/forgot` (shop token): mails a reset link to the shop's origin; 404 for an unknown e-mail (S8-12). */
export async function forgotPasswordCall(email: string, locale: TheliaLocale, origin: string): Promise<Result<unknown>> {
  return requestJson(backendClient(), '/api/password/forgot', passwordForgotResponseSchema, { method: 'post', json: { email, locale, origin }, noStore: true });
}

/** `POST {apiUrl}/api/password/reset` (shop token): sets the new password; 410 for a used, expired or unknown link. */
export async function resetPasswordCall(token: string, password: string): Promise<Result<{ email: string }>> {
  const answer = await requestJson(backendClient(), '/api/password/reset', passwordResetResponseSchema, { method: 'post', json: { token, password }, noStore: true });
  return answer.ok ? { ok: true, data: { email: answer.data.data.email } } : answer;
}

/** `POST {apiUrl}/cart/assignCustomer` (shop token): the guest cart becomes the customer's (at login). */
export async function assignCartCall(cartId: number, email: string): Promise<Result<unknown>> {
  return requestJson(backendClient(), '/cart/assignCustomer', cartStatusResponseSchema, { method: 'post', json: { cart_id: cartId, email }, noStore: true });
}
