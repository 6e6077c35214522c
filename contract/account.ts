import { z } from 'zod';
import { theliaLocaleSchema } from './common';
import { PASSWORD_MAX_LENGTH } from './constants';
import { passwordLengthAllowed } from './password-length';

/**
 * The account calls of the shop backend (spec sections 3, 6 and 7): login, token refresh, logout, registration and the
 * customer record. A customer's calls carry the customer's JWT as the bearer token; the storefront keeps that token
 * server-side (decisions.md) and never hands it to the browser.
 *
 * Domain refusals answer their HTTP status with `{status_code, message}`; malformed requests are a 400 with the
 * apiError body `{status_code, error}`.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
export const accountEmailSchema = z.string().trim().toLowerCase().email().max(254);
/**
 * A new password: the length part of the password rule (contract/password-length.ts, ADR 0055: 12 to 128
 * characters, nothing cut off). The backend checks the common-password list on top (backend/accounts/password.ts).
 */
export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4)
  .refine(passwordLengthAllowed, { message: 'Password does not follow the password rule' });


/** The backend's texts of account refusals (spec section 8); the storefront shows its own translated texts for them. */
export const ACCOUNT_MESSAGES = {
  wrongLogin: 'Wrong login data',
  emailExists: 'Email already exists',
  missingCustomer: 'Missing customer_id or email in local storage',
  sessionEnded: 'Session ended',
  /** A new password on the common-password list (ADR 0055). */
  commonPassword: 'Password is too common',
} as const;

/** POST {apiUrl}/api/login: e-mail and password of an account (guests have none). */
export const loginRequestSchema = z.object({ email: accountEmailSchema, password: z.string().min(1).max(128) }).strict();

/** The login answer: the customer's JWT and when it expires (ms since the epoch; 6 hours after issue). */
export const loginResponseSchema = z.object({
  status_code: z.literal(200),
  data: z.object({ token: z.string().min(20).max(2048), expires_at: z.number().int(), customer_id: id, email: z.string() }),
});

/** POST {apiUrl}/api/refreshToken with the customer's token (S7-35): a new token of the same session. */
export const refreshTokenRequestSchema = z.object({ customer_id: id, email: accountEmailSchema }).strict();
export const refreshTokenResponseSchema = z.object({ token: z.string().min(20).max(2048), expires_at: z.number().int() });

/** POST {apiUrl}/api/logout with the customer's token: ends the token's session. */
export const logoutResponseSchema = z.object({ status_code: z.literal(200) });

/** POST {apiUrl}/api/ExternalOrderApi/customer (shop token): a customer account. */
export const registerRequestSchema = z
  .object({
    email: accountEmailSchema,
    password: passwordSchema,
    title: id,
    firstname: z.string().trim().min(2).max(60),
    lastname: z.string().trim().min(2).max(60),
    locale: theliaLocaleSchema,
    is_company: z.boolean(),
    company: z.string().trim().max(120),
    vat_number: z.string().trim().max(20),
    newsletter: z.boolean(),
  })
  .strict();
export const registerResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ customer_id: id, ref: z.string() }) });

/** VAT number check states (spec section 5): none (no number), valid, invalid, verification error. */
export const VAT_STATUSES = ['none', 'valid', 'invalid', 'error'] as const;
export const vatStatusSchema = z.enum(VAT_STATUSES);
export type VatStatus = z.infer<typeof vatStatusSchema>;

/**
 * One customer of GET {apiUrl}/api/ExternalOrderApi/customer/ (customer token; S3-42, read as CustomerItems[0]): the
 * customer with the fields of the default address, plus the account flags the storefront needs.
 */
export const customerItemSchema = z.object({
  ID: id,
  ADDRESS_ID: id.nullable(),
  EMAIL: z.string(),
  FIRSTNAME: z.string(),
  LASTNAME: z.string(),
  REF: z.string(),
  COMPANY: z.string(),
  TITLE: z.number().int(),
  ADDRESS_FIRSTNAME: z.string(),
  ADDRESS_LASTNAME: z.string(),
  ADDRESS1: z.string(),
  ADDRESS2: z.string(),
  ADDRESS3: z.string(),
  CITY: z.string(),
  COUNTRY_TITLE: z.string(),
  STATE_TITLE: z.string(),
  CELLPHONE: z.string(),
  PHONE: z.string(),
  ZIPCODE: z.string(),
  COUNTRY_ID: id.nullable(),
  STATE_ID: id.nullable(),
  ADDRESS_TITLE_ID: z.number().int().nullable(),
  IS_ADMIN: z.boolean(),
  IS_COMPANY: z.boolean(),
  VAT_NUMBER: z.string(),
  VAT_STATUS: vatStatusSchema,
  NEWSLETTER: z.boolean(),
  LOCALE: theliaLocaleSchema,
});
export type CustomerItem = z.infer<typeof customerItemSchema>;
export const customerResponseSchema = z.object({ CustomerItems: z.array(customerItemSchema) });
