import crypto from 'node:crypto';
import { sameDigest } from './signature-compare';

const sha1 = (value: string) => crypto.createHash('sha1').update(value, 'utf8').digest('hex');

/** Global Payments' request/response hash: sha1(sha1(fields joined by '.') + '.' + shared secret), lower-case hex. */
export function globalPaymentsHash(fields: readonly string[], sharedSecret: string): string {
  return sha1(`${sha1(fields.join('.'))}.${sharedSecret}`);
}

export type HppRequestHashFields = { TIMESTAMP: string; MERCHANT_ID: string; ORDER_ID: string; AMOUNT: string; CURRENCY: string };
export type HppResponseHashFields = { TIMESTAMP: string; MERCHANT_ID: string; ORDER_ID: string; RESULT: string; MESSAGE: string; PASREF: string; AUTHCODE: string };

/** SHA1HASH of an HPP request: TIMESTAMP.MERCHANT_ID.ORDER_ID.AMOUNT.CURRENCY. */
export const hppRequestHash = (f: HppRequestHashFields, secret: string) => globalPaymentsHash([f.TIMESTAMP, f.MERCHANT_ID, f.ORDER_ID, f.AMOUNT, f.CURRENCY], secret);

/** SHA1HASH of an HPP response: TIMESTAMP.MERCHANT_ID.ORDER_ID.RESULT.MESSAGE.PASREF.AUTHCODE. */
export const hppResponseHash = (f: HppResponseHashFields, secret: string) =>
  globalPaymentsHash([f.TIMESTAMP, f.MERCHANT_ID, f.ORDER_ID, f.RESULT, f.MESSAGE, f.PASREF, f.AUTHCODE], secret);

/** Compares a received SHA1HASH (any case) with the expected one in constant time. */
export const sameHash = (received: string, expected: string) => sameDigest(received.toLowerCase(), expected);

/** HPP timestamps: yyyyMMddHHmmss (UTC here). */
export function hppTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Parses an HPP timestamp, or null when it is not one. */
export function parseHppTimestamp(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
  return hppTimestamp(date) === value ? date : null;
}
