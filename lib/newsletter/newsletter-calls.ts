import 'server-only';
import { backendClient, backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import {
  customerNewsletterResponseSchema, newsletterConfirmResponseSchema, newsletterSubscribeResponseSchema, newsletterUnsubscribeResponseSchema,
} from '@/contract/account-newsletter';
import type { NewsletterStatus } from '@/contract/newsletter-states';
import type { TheliaLocale } from '@/contract/common';

/** The shop's newsletter page, where the confirmation link of the e-mail leads (`?confirm=` is added by the backend). */
export const newsletterConfirmBase = (origin: string) => `${origin}/newsletter`;

/** `POST /api/newsletter/subscribe`: a pending subscription and the confirmation e-mail (double opt-in). */
export async function subscribeCall(email: string, locale: TheliaLocale, origin: string): Promise<Result<unknown>> {
  return requestJson(backendClient(), '/api/newsletter/subscribe', newsletterSubscribeResponseSchema, {
    method: 'post', json: { email, locale, confirm_base: newsletterConfirmBase(origin) }, noStore: true,
  });
}

/** `POST /api/newsletter/confirm`: the link's token activates the subscription; `not-found` for an unknown, used or expired link. */
export async function confirmCall(token: string): Promise<Result<unknown>> {
  return requestJson(backendClient(), '/api/newsletter/confirm', newsletterConfirmResponseSchema, { method: 'post', json: { token }, noStore: true });
}

/** `POST /api/newsletter/unsubscribe`: `not-found` (404, email not found) or `rejected` 409 (already unsubscribed). */
export async function unsubscribeCall(email: string): Promise<Result<unknown>> {
  return requestJson(backendClient(), '/api/newsletter/unsubscribe', newsletterUnsubscribeResponseSchema, { method: 'post', json: { email }, noStore: true });
}

/** The subscription state of the logged-in customer's own address. */
export async function customerNewsletterCall(token: string): Promise<Result<NewsletterStatus>> {
  const answer = await requestJson(backendFor(token), '/api/newsletter/customer', customerNewsletterResponseSchema, { noStore: true });
  return answer.ok ? { ok: true, data: answer.data.data.status } : answer;
}

/** Subscribes (confirmation e-mail) or unsubscribes the logged-in customer's own address; answers the new state. */
export async function setCustomerNewsletterCall(token: string, subscribed: boolean, locale: TheliaLocale, origin: string): Promise<Result<NewsletterStatus>> {
  const answer = await requestJson(backendFor(token), '/api/newsletter/customer', customerNewsletterResponseSchema, {
    method: 'post', json: { subscribed, locale, confirm_base: newsletterConfirmBase(origin) }, noStore: true,
  });
  return answer.ok ? { ok: true, data: answer.data.data.status } : answer;
}
