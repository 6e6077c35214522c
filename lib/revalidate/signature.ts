import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed revalidation calls. The caller sends
 *   x-revalidate-timestamp: <unix seconds>
 *   x-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with REVALIDATE_SECRET>
 * The timestamp is part of the signed material, so a captured call cannot be replayed once it is older than the
 * window; the digest is compared in constant time.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-revalidate-timestamp';
const PREFIX = 'sha256=';

/** The material that is signed: timestamp, a dot, the raw body. */
export function signedMaterial(timestamp: string, body: string): string {
  return `${timestamp}.${body}`;
}

/** The `x-signature` value for a body sent at `timestamp` (unix seconds, as text). */
export function signBody(secret: string, timestamp: string, body: string): string {
  return PREFIX + createHmac('sha256', secret).update(signedMaterial(timestamp, body), 'utf8').digest('hex');
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing-signature' | 'missing-timestamp' | 'malformed-signature' | 'malformed-timestamp' | 'stale-timestamp' | 'wrong-signature' };

/** Verifies a call: both headers present, the timestamp within `windowSeconds` of `nowMs`, the digest equal. */
export function verifySignature(input: {
  secret: string;
  body: string;
  signature: string | null;
  timestamp: string | null;
  nowMs: number;
  windowSeconds: number;
}): SignatureCheck {
  if (!input.signature) return { ok: false, reason: 'missing-signature' };
  if (!input.timestamp) return { ok: false, reason: 'missing-timestamp' };
  if (!/^\d{1,12}$/.test(input.timestamp)) return { ok: false, reason: 'malformed-timestamp' };
  if (Math.abs(input.nowMs / 1000 - Number(input.timestamp)) > input.windowSeconds) return { ok: false, reason: 'stale-timestamp' };
  const match = /^sha256=([0-9a-f]{64})$/i.exec(input.signature.trim());
  if (!match?.[1]) return { ok: false, reason: 'malformed-signature' };
  const given = Buffer.from(match[1].toLowerCase(), 'hex');
  const expected = Buffer.from(signBody(input.secret, input.timestamp, input.body).slice(PREFIX.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'wrong-signature' };
}
