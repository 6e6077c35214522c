import { hmacSha256Hex, sameDigest } from './signature-compare';

/** Stripe's default tolerance between the signature's timestamp and the receiver's clock. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/** The `Stripe-Signature` header of a payload: `t={unix seconds},v1={HMAC-SHA256(secret, t + '.' + payload)}`. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacSha256Hex(secret, `${timestamp}.${payload}`)}`;
}

export type StripeSignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'too-old' | 'too-new' };

/**
 * Verifies a `Stripe-Signature` header as Stripe's libraries do: any `v1` entry may match (secrets roll), the raw
 * body is what was signed, and the timestamp must be within the tolerance of `nowS` either way.
 */
export function verifyStripeSignature(payload: string, header: string | undefined, secret: string, nowS: number, toleranceS = STRIPE_SIGNATURE_TOLERANCE_S): StripeSignatureCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = hmacSha256Hex(secret, `${timestamp}.${payload}`);
  if (!signatures.some((signature) => sameDigest(signature, expected))) return { ok: false, reason: 'mismatch' };
  if (nowS - timestamp > toleranceS) return { ok: false, reason: 'too-old' };
  if (timestamp - nowS > toleranceS) return { ok: false, reason: 'too-new' };
  return { ok: true, timestamp };
}
