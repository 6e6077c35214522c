import { z } from 'zod';
import { accountEmailSchema } from './account';
import { NEWSLETTER_STATUSES } from '@/contract/newsletter-states';
import { theliaLocaleSchema } from './common';

/**
 * The newsletter calls of the shop backend (spec sections 1, 2, 5, 8), with double opt-in: a subscription waits
 * (`pending`) until the link of the confirmation e-mail is used, and only then is `active`. Unsubscribing needs no
 * confirmation. Refusals answer `{status_code, message}` with one of NEWSLETTER_MESSAGES.
 */

/** The backend's texts (spec section 8); the storefront shows its own translations of them. */
export const NEWSLETTER_MESSAGES = {
  emailNotFound: 'email not found',
  alreadyUnsubscribed: 'already unsubscribed',
  linkInvalid: 'confirmation link not valid',
} as const;

/** Hours a confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_HOURS = 72;

export const newsletterStatusSchema = z.enum(NEWSLETTER_STATUSES);

/** Where the confirmation link points: the shop's newsletter page (an http(s) URL without query); the backend adds `?confirm=`. */
const confirmBaseSchema = z
  .string()
  .max(300)
  .regex(/^https?:\/\/[^\s?#]+$/, 'expected an http(s) URL without query');

/**
 * `POST {apiUrl}/api/newsletter/subscribe` (shop token): starts a subscription and e-mails the confirmation link. The
 * answer is the same whether or not the address is subscribed already (no mail then), so it tells nobody who reads
 * the newsletter.
 */
export const newsletterSubscribeRequestSchema = z
  .object({ email: accountEmailSchema, locale: theliaLocaleSchema, confirm_base: confirmBaseSchema })
  .strict();
export const newsletterSubscribeResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ status: z.literal('confirmation-sent') }) });

/** A confirmation token: 43 base64url characters (32 random bytes). */
export const newsletterTokenSchema = z.string().regex(/^[\w-]{43}$/);

/** `POST {apiUrl}/api/newsletter/confirm` (shop token): the link's token; 404 linkInvalid for an unknown, used or expired one. */
export const newsletterConfirmRequestSchema = z.object({ token: newsletterTokenSchema }).strict();
export const newsletterConfirmResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ status: z.literal('active') }) });

/** `POST {apiUrl}/api/newsletter/unsubscribe` (shop token): 404 emailNotFound, 409 alreadyUnsubscribed. */
export const newsletterUnsubscribeRequestSchema = z.object({ email: accountEmailSchema }).strict();
export const newsletterUnsubscribeResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ status: z.literal('unsubscribed') }) });

/** `GET {apiUrl}/api/newsletter/customer` (customer token): the subscription state of the customer's own e-mail address. */
export const customerNewsletterResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ status: newsletterStatusSchema }) });

/** `POST {apiUrl}/api/newsletter/customer` (customer token): subscribe (confirmation e-mail) or unsubscribe (at once). */
export const customerNewsletterRequestSchema = z
  .object({ subscribed: z.boolean(), locale: theliaLocaleSchema, confirm_base: confirmBaseSchema })
  .strict();

export const newsletterRefusalSchema = z.object({ status_code: z.number().int(), message: z.string() });
