import crypto from 'node:crypto';

const UPPER_ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

/** Uniformly random characters of `alphabet` (rejection sampling, no modulo bias). */
export function randomChars(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Id formats of the providers, as their live systems issue them. */
export const ID_PATTERNS = {
  paypalOrder: /^[A-Z0-9]{17}$/,
  paypalPayer: /^[A-Z0-9]{13}$/,
  paypalCapture: /^[A-Z0-9]{17}$/,
  stripeSession: /^cs_test_[A-Za-z0-9]{58}$/,
  stripeEvent: /^evt_[A-Za-z0-9]{24}$/,
  stripePaymentIntent: /^pi_[A-Za-z0-9]{24}$/,
  globalPaymentsOrder: /^[A-Za-z0-9_-]{22}$/,
  globalPaymentsPasref: /^\d{17}$/,
  globalPaymentsAuthcode: /^[A-Z0-9]{6}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
} as const;

export const newPaypalOrderId = () => randomChars(UPPER_ALNUM, 17);
export const newPaypalPayerId = () => randomChars(UPPER_ALNUM, 13);
export const newPaypalCaptureId = () => randomChars(UPPER_ALNUM, 17);
export const newStripeSessionId = () => `cs_test_${randomChars(BASE62, 58)}`;
export const newStripeEventId = () => `evt_${randomChars(BASE62, 24)}`;
export const newStripePaymentIntentId = () => `pi_${randomChars(BASE62, 24)}`;
/** Like the Global Payments SDKs' order ids: 16 random bytes in URL-safe base64 without padding. */
export const newGlobalPaymentsOrderId = () => crypto.randomBytes(16).toString('base64url');
export const newGlobalPaymentsPasref = () => randomChars(DIGITS, 17);
export const newGlobalPaymentsAuthcode = () => randomChars(UPPER_ALNUM, 6);
export const newUuid = () => crypto.randomUUID();
