import { err, ok, type Result } from '@/lib/api/result';
import type { ShopConfig } from '@/lib/env/config-schema';
import { readCartCookie, cartCookieKey, CART_COOKIE_NAME, type CartCookie } from '@/lib/cart/cart-cookie';
import { originOf } from '@/lib/seo/origin-rule';
import { shopOfRequest } from '@/lib/shop/request-shop';
import { SHOP_CODES, type Shop } from '@/contract/shops';
import { requestHost } from './request-host';
import { GUEST, type ShopSession } from './session';
import { SESSION_COOKIE_NAME, openSession, sessionCookieKey, type StoredSession } from '@/lib/account/session-cookie';

/** The customer of a valid session cookie whose token has not expired; a guest otherwise (S4-03: a silent logout). */
const sessionOf = (stored: StoredSession | null): ShopSession =>
  stored === null ? GUEST : { kind: 'customer', customerId: stored.customerId, email: stored.email, token: stored.token, issuedAt: stored.issuedAt, expiresAt: stored.expiresAt };

/**
 * What every dynamic server entry point (route handlers, server actions) knows about its request, read in one place:
 * the shop (by host), the delivery country, the shopper's session and cart cookie, and the trusted origin. Cached
 * catalogue pages know only their shop (from the internal `[locale]` segment, lib/shop/route-shop.ts): nothing
 * per shopper may reach them. See docs/conventions.md.
 */
export type RequestContext = {
  shop: Shop;
  /** The shop's country (Thelia id). */
  countryId: number;
  /** The delivery country that prices the request (`?country=` where a route accepts it), else the shop's. */
  deliveryCountryId: number;
  session: ShopSession;
  /** The cart cookie: none, a cart id with a valid signature of this shop, or forged. */
  cart: CartCookie;
  /** The request's own host (Host, or X-Forwarded-Host behind a trusted proxy); null when implausible. */
  host: string | null;
  /** The shop's configured public origin: the only base of absolute links, e-mail links and canonical URLs. */
  origin: string;
  /** Every shop's configured origin (cross-site checks accept them). */
  trustedOrigins: readonly string[];
  /** Cookies get the Secure flag unless the shop's origin is plain http (local development and tests). */
  secureCookies: boolean;
};

export type RequestSource = {
  headers: Pick<Headers, 'get'>;
  cookie: (name: string) => string | undefined;
  /** The `country` query parameter where the route accepts one. */
  country?: string | null;
};

export type ContextProblem = 'bad-country';

const COUNTRY = /^[1-9]\d{0,8}$/;

/** Builds the context of a request from its headers and cookies and the server's configuration (pure). */
export function buildRequestContext(
  source: RequestSource,
  config: Pick<ShopConfig, 'locale' | 'hosts' | 'origins' | 'trustForwardedHeaders' | 'token' | 'cartCookieSecret' | 'checkoutCookieSecret'>,
  port: string | undefined,
  now: number = Date.now(),
): Result<RequestContext, ContextProblem> {
  const host = requestHost(source.headers, config.trustForwardedHeaders);
  const shop = shopOfRequest(source.headers, config);
  let deliveryCountryId = shop.countryId;
  if (source.country !== undefined && source.country !== null) {
    if (!COUNTRY.test(source.country)) return err('bad-country');
    deliveryCountryId = Number(source.country);
  }
  const origin = originOf(shop.code, config.origins, config.hosts, port);
  return ok({
      shop,
      countryId: shop.countryId,
      deliveryCountryId,
      session: sessionOf(openSession(source.cookie(SESSION_COOKIE_NAME), shop.code, sessionCookieKey(config), now)),
      cart: readCartCookie(source.cookie(CART_COOKIE_NAME), shop.code, cartCookieKey(config)),
      host,
      origin,
      trustedOrigins: SHOP_CODES.map((code) => originOf(code, config.origins, config.hosts, port)),
      secureCookies: !origin.startsWith('http://'),
  });
}
