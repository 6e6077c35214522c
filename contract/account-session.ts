import { z } from 'zod';
import { theliaLocaleSchema } from './common';
import { accountEmailSchema, passwordSchema } from './account';

/**
 * The password reset calls of the shop backend (forgot password, spec section 2 /forgot-password), both with the shop
 * token: the storefront asks for a reset link for an e-mail address (mailed to the outbox, a link to the shop's
 * `/forgot-password/{token}`), then sets the new password with the link's token.
 */

/** The backend's texts of the reset refusals; the storefront shows its own translated texts for them. */
export const PASSWORD_RESET_MESSAGES = {
  /** S8-12: the spec's text for a reset of an unknown e-mail address. */
  emailNotFound: 'email not found',
  linkInvalid: 'Reset link invalid or expired',
} as const;

/** The backend's refusal of a login after too many failed ones for the address (429 with Retry-After, every instance). */
export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed logins';

/** A reset token as it stands in the link (32 random bytes, base64url). */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST {apiUrl}/api/password/forgot: `origin` is the shop's configured origin, the base of the mailed link. */
export const passwordForgotRequestSchema = z
  .object({ email: accountEmailSchema, locale: theliaLocaleSchema, origin: z.url({ protocol: /^https?$/ }).max(200) })
  .strict();
export const passwordForgotResponseSchema = z.object({ status_code: z.literal(200) });

/**
 * POST {apiUrl}/api/password/reset: the link's token (a reset link, or the set-password link of a converted guest) and
 * the new password; every session of the customer ends. The answer names the account's e-mail address, so the
 * storefront can log the customer in with the password just chosen.
 */
export const passwordResetRequestSchema = z.object({ token: resetTokenSchema, password: passwordSchema }).strict();
export const passwordResetResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ email: z.string().max(254) }) });

/** A refusal of either call: 404 emailNotFound, 410 linkInvalid, 400 a common password (ACCOUNT_MESSAGES.commonPassword). */
export const passwordRefusalSchema = z.object({ status_code: z.number().int(), message: z.string() });
