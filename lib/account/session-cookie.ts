import crypto from 'node:crypto';
import { z } from 'zod';
import { openBox, sealBox } from '@/lib/security/sealed-box';
import { TOKEN_LIFE_MS } from '@/contract/constants';
import type { ShopCode } from '@/contract/shops';

/**
 * The logged-in customer's session: the backend's JWT with its expiry, the customer id and e-mail, in an httpOnly
 * cookie of the shop's host (decisions.md: the token never reaches page scripts), sealed with AES-256-GCM and bound to
 * the shop (lib/security/sealed-box.ts). The cookie lives as long as its token; a token past its expiry opens as no
 * session (S4-02, S4-03: a silent logout).
 */
export const SESSION_COOKIE_NAME = 'session';

export const storedSessionSchema = z.object({
  token: z.string().min(20).max(2048),
  customerId: z.number().int().positive(),
  email: z.string().max(254),
  /** When the token expires (ms since the epoch). */
  expiresAt: z.number().int(),
  /** When the token was issued (ms): its refresh is due at two thirds of its life. */
  issuedAt: z.number().int(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** The cookie's key, from CHECKOUT_COOKIE_SECRET or the shop token (its own label: never the express cookie's key). */
export function sessionCookieKey(config: { checkoutCookieSecret?: string | undefined; token: string }): Buffer {
  return crypto.createHmac('sha256', config.checkoutCookieSecret ?? config.token).update('session-cookie-v1').digest();
}

const label = (shop: ShopCode) => `session-v1:${shop}`;

export const sealSession = (session: StoredSession, shop: ShopCode, key: Buffer, now: number): string => sealBox(session, label(shop), key, now);

/** The session of a cookie of this shop whose token has not expired at `now`; null for anything else. */
export function openSession(value: string | undefined, shop: ShopCode, key: Buffer, now: number): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(openBox(value, label(shop), key, now, TOKEN_LIFE_MS + 60_000));
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  return parsed.data;
}

/** httpOnly, SameSite=Lax, Secure except on plain-http local hosts; gone with the token. */
export function sessionCookieOptions(secure: boolean, expiresAt: number, now: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: Math.max(0, Math.floor((expiresAt - now) / 1000)) };
}
