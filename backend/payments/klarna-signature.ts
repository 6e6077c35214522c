import { hmacSha256Hex, sameDigest } from './signature-compare';

/** Header of the sandbox's push notifications: hex HMAC-SHA256 of the raw body with the shared secret. */
export const KLARNA_SIGNATURE_HEADER = 'klarna-signature';

export const klarnaSignature = (body: string, secret: string) => hmacSha256Hex(secret, body);

export function verifyKlarnaSignature(body: string, header: string | undefined, secret: string): boolean {
  return header !== undefined && /^[0-9a-f]{64}$/.test(header) && sameDigest(header, klarnaSignature(body, secret));
}
