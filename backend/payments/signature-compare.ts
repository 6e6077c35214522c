import crypto from 'node:crypto';

/** Constant-time comparison of two hex or base64 strings (false when their lengths differ). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export const hmacSha256Hex = (key: string, payload: string) => crypto.createHmac('sha256', key).update(payload, 'utf8').digest('hex');
