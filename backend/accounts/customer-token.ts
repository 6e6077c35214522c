import crypto from 'node:crypto';
import { z } from 'zod';
import { TOKEN_LIFE_MS } from '@/contract/constants';

/**
 * The customer's login token: a JWT (HS256) with the customer id (`sub`), the login session (`sid`), and a life of
 * TOKEN_LIFE_MS (6 hours, spec section 9). The backend signs it with its own key; the storefront keeps it server-side
 * (an httpOnly cookie) and sends it as the bearer token of the customer's calls (spec section 6).
 */
export type CustomerClaims = { sub: number; sid: string; iat: number; exp: number };

const claimsSchema = z.object({ sub: z.number().int().positive(), sid: z.string().min(16).max(64), iat: z.number().int(), exp: z.number().int() });
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The signing key: CUSTOMER_TOKEN_SECRET, else derived from the shop token (never the shop token itself). */
export function customerTokenKey(secret: string | undefined, shopToken: string): Buffer {
  return crypto.createHmac('sha256', secret ?? shopToken).update('customer-token-v1').digest();
}

const sign = (input: string, key: Buffer) => crypto.createHmac('sha256', key).update(input).digest('base64url');

/** Issues a token for a customer's session at `now`; answers it with its expiry (ms since the epoch). */
export function issueCustomerToken(customerId: number, sessionId: string, key: Buffer, now: Date): { token: string; expiresAt: number } {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + Math.floor(TOKEN_LIFE_MS / 1000);
  const payload = Buffer.from(JSON.stringify({ sub: customerId, sid: sessionId, iat, exp } satisfies CustomerClaims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return { token: `${input}.${sign(input, key)}`, expiresAt: exp * 1000 };
}

/** The claims of a token this backend signed that has not expired at `now`; null for anything else. */
export function verifyCustomerToken(token: string, key: Buffer, now: Date): CustomerClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let claims: CustomerClaims;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    claims = parsed.data;
  } catch {
    return null;
  }
  return claims.exp * 1000 > now.getTime() ? claims : null;
}

/** A new login session id (the `sid` claim). */
export const newSessionId = (): string => crypto.randomBytes(18).toString('base64url');
