import crypto from 'node:crypto';
import { sealBox, openBox } from '@/lib/security/sealed-box';
import { EXPRESS_DATA_LIFE_MS } from '@/contract/constants';
import type { ShopCode } from '@/contract/shops';
import { chunkName, MAX_CHUNKS } from '@/lib/request/express-cookie-names';

/**
 * The guest's checkout data ('express data', spec section 3: user_express_data, 30 minutes) lives in an httpOnly
 * cookie of the shop's host, never readable by page scripts (decisions.md): JSON sealed with AES-256-GCM under a
 * server key, bound to the shop (the shop code is the additional authenticated data), with the time of the last save
 * inside, so it expires EXPRESS_DATA_LIFE_MS after the last save whatever the browser does with the cookie. A value
 * that was changed, comes from another shop or has expired opens as nothing. Addresses and a message can pass the
 * 4 kB a browser keeps per cookie, so the sealed value is split over up to MAX_CHUNKS cookies (`checkout`,
 * `checkout-1`, ...).
 */
const CHUNK_LENGTH = 3800;
export type CheckoutKeys = { express: Buffer; session: Buffer };

/** The keys of the express cookie and of the order submissions' idempotency keys, from CHECKOUT_COOKIE_SECRET or the shop token. */
export function checkoutKeys(config: { checkoutCookieSecret?: string | undefined; token: string }): CheckoutKeys {
  const base = config.checkoutCookieSecret ?? config.token;
  const derive = (label: string) => crypto.createHmac('sha256', base).update(label).digest();
  return { express: derive('express-cookie-v1'), session: derive('checkout-session-v1') };
}

const label = (shop: ShopCode) => `express-v1:${shop}`;

/** Seals data saved at `now` for one shop (lib/security/sealed-box.ts). */
export const sealExpress = (data: unknown, shop: ShopCode, key: Buffer, now: number): string => sealBox(data, label(shop), key, now);

/** The data of a sealed value of this shop saved less than EXPRESS_DATA_LIFE_MS ago; null for anything else. */
export const openExpress = (value: string | undefined, shop: ShopCode, key: Buffer, now: number): unknown =>
  openBox(value, label(shop), key, now, EXPRESS_DATA_LIFE_MS);

/** The cookies a sealed value is written as; null when it does not fit in MAX_CHUNKS cookies. */
export function chunksOf(sealed: string): { name: string; value: string }[] | null {
  const chunks: { name: string; value: string }[] = [];
  for (let start = 0; start < sealed.length; start += CHUNK_LENGTH) chunks.push({ name: chunkName(chunks.length), value: sealed.slice(start, start + CHUNK_LENGTH) });
  return chunks.length <= MAX_CHUNKS ? chunks : null;
}

/** The sealed value of a request's cookies: the chunks in order, up to the first missing one. */
export function readChunks(cookie: (name: string) => string | undefined): string | undefined {
  let value = '';
  for (let index = 0; index < MAX_CHUNKS; index += 1) {
    const chunk = cookie(chunkName(index));
    if (chunk === undefined || chunk === '') break;
    value += chunk;
  }
  return value === '' ? undefined : value;
}

export type ExpressCookieOptions = { httpOnly: true; secure: boolean; sameSite: 'lax'; path: '/'; maxAge: number };

/** httpOnly, SameSite=Lax, Secure unless the shop's origin is plain http (local), kept as long as the data lives. */
export function expressCookieOptions(secure: boolean): ExpressCookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: Math.floor(EXPRESS_DATA_LIFE_MS / 1000) };
}
