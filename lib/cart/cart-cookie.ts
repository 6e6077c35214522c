import crypto from 'node:crypto';
import type { ShopCode } from '@/contract/shops';
import { CART_COOKIE_MAX_AGE_DAYS } from '@/contract/constants';

/**
 * The cart id lives in an httpOnly cookie of the shop's host (so each shop has its own), signed with a server key:
 * `{cartId}.{HMAC-SHA256(key, shop:cartId)}`. A shopper who edits the number gets a cookie whose signature does not
 * match, which the cart endpoints refuse, so nobody reaches another shopper's cart by guessing ids. The id never
 * reaches browser JavaScript.
 */
export const CART_COOKIE_NAME = 'cart';

export type CartCookie = { kind: 'none' } | { kind: 'valid'; cartId: number } | { kind: 'forged' };

/** The signing key: CART_COOKIE_SECRET, or one derived from the shop token (a server secret too). */
export function cartCookieKey(config: { cartCookieSecret?: string | undefined; token: string }): string {
  return config.cartCookieSecret ?? crypto.createHmac('sha256', config.token).update('cart-cookie-v1').digest('base64url');
}

function signature(cartId: number, shop: ShopCode, key: string): string {
  return crypto.createHmac('sha256', key).update(`${shop}:${cartId}`).digest('base64url');
}

export function signCartId(cartId: number, shop: ShopCode, key: string): string {
  return `${cartId}.${signature(cartId, shop, key)}`;
}

/** Reads the cookie value: no cookie, a cart id with a valid signature (of this shop), or anything else (forged). */
export function readCartCookie(value: string | undefined, shop: ShopCode, key: string): CartCookie {
  if (value === undefined || value === '') return { kind: 'none' };
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return { kind: 'forged' };
  const cartId = Number(match[1]);
  const expected = Buffer.from(signature(cartId, shop, key));
  const given = Buffer.from(match[2] ?? '');
  if (cartId < 1 || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { kind: 'forged' };
  return { kind: 'valid', cartId };
}

export type CookieOptions = { httpOnly: true; secure: boolean; sameSite: 'lax'; path: '/'; maxAge: number };

/**
 * httpOnly, SameSite=Lax, kept for CART_COOKIE_MAX_AGE_DAYS; Secure unless the shop's configured origin is plain http
 * (the request context decides: never a request header).
 */
export function cartCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: CART_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 };
}
