import { z } from 'zod';
import { theliaLocaleSchema } from '@/contract/common';
import { err, ok, type Result } from '@/lib/api/result';

/**
 * The spec's config keys (apiUrl, fastApi, token, language, locale) and the shop hosts, read from the environment.
 * Each key names the variable it comes from; README.md and .env.example document them.
 */
export const REQUIRED_CONFIG = [
  { key: 'apiUrl', env: 'SHOP_API_URL' },
  { key: 'fastApi', env: 'SHOP_FAST_API' },
  { key: 'token', env: 'SHOP_TOKEN' },
  { key: 'language', env: 'SHOP_LANGUAGE' },
  { key: 'locale', env: 'SHOP_LOCALE' },
] as const;

const hostListSchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host.length > 0),
  );

const httpUrlSchema = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

export const configSchema = z.object({
  apiUrl: httpUrlSchema,
  fastApi: httpUrlSchema,
  token: z.string().min(1),
  language: z.enum(['de', 'ro']),
  locale: theliaLocaleSchema,
  hosts: z.object({ at: hostListSchema, de: hostListSchema, ro: hostListSchema }),
  /** Public origin of each shop (canonical URLs, hreflang, sitemap); see shopOrigins(). */
  origins: z.object({ at: httpUrlSchema.optional(), de: httpUrlSchema.optional(), ro: httpUrlSchema.optional() }),
  revalidateSecret: z.string().optional(),
  /** Signs the cart cookie; without it a key derived from the shop token is used (lib/cart/cart-cookie.ts). */
  cartCookieSecret: z.string().min(16).optional(),
  /** Signs the links of an order (`h` of /order-placed, the guest invoice hash); default derived from the shop token (lib/orders/order-link.ts). */
  orderLinkSecret: z.string().min(16).optional(),
  /**
   * Key of the checkout's encrypted express-data cookie and of the order submissions' idempotency keys; without it
   * keys derived from the shop token are used (lib/checkout/express-cookie.ts).
   */
  checkoutCookieSecret: z.string().min(16).optional(),
  /**
   * The card provider's checkout-session page: a pay answer that is a session id (`cs_...`, S4-36) opens
   * `{stripeCheckoutUrl}{id}`. Default `{apiUrl}/sandbox/stripe/c/pay/` (lib/checkout/pay-answer.ts).
   */
  stripeCheckoutUrl: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .optional(),
  /** Error reporting (ADR 0060): on when a DSN is set; the server and, through GET /api/error-reporting, the browser. */
  sentryDsn: z.string().url().optional(),
  /** The environment name of the reports (SENTRY_ENVIRONMENT, default 'production'). */
  sentryEnvironment: z.string().min(1).max(64).optional(),
  /**
   * Base URLs of the review providers' GET (SHOPVOTE_API_URL, TRUSTED_SHOPS_API_URL, SEARCH_RATING_API_URL): the
   * storefront's server asks `{base}/badge?shopid=&type=&src=&lang=`. A provider without one shows no badge
   * (lib/trust/server.ts); the embedded stack points them at the reference backend.
   */
  reviewProviders: z.object({
    shopvote: httpUrlSchema.optional(),
    trustedshops: httpUrlSchema.optional(),
    searchrating: httpUrlSchema.optional(),
  }),
  /** The back office the admin bar links to (BACKOFFICE_URL); default `{origin of apiUrl}/admin` (lib/admin/admin-links.ts). */
  backofficeUrl: httpUrlSchema.optional(),
  /**
   * Social account link (ADR 0031): the identity provider's issuer (its authorize and token endpoints below it) and
   * the storefront client's secret (also the HS256 key of its id_tokens). Defaults: `{apiUrl}/sandbox/oidc`, the
   * reference backend's sandbox, and a secret derived from the shop token (lib/account/social-config.ts).
   */
  socialIssuer: httpUrlSchema.optional(),
  socialClientSecret: z.string().min(16).optional(),
  /**
   * Whether a reverse proxy in front of the storefront sets `X-Forwarded-Host` / `X-Forwarded-Proto` (and strips what
   * clients send). Off by default: then those headers are ignored everywhere (lib/request/request-context.ts).
   */
  trustForwardedHeaders: z.boolean(),
  /** The request log on stdout (REQUEST_LOG, ADR 0065): `json` (default in production) or `off` (default otherwise). */
  requestLog: z.enum(['json', 'off']).optional(),
  /**
   * The Redis that several storefront instances share (REDIS_URL, `redis://` or `rediss://`): the route and data cache
   * with its tag times (ADR 0063), the attempt limits and the revalidations that reach every instance's lookups
   * (ADR 0064). Unset: one process, everything in its memory. The cache handler reads it itself (it runs outside the
   * bundler); checked here so that a mistyped URL refuses to start instead of quietly running without Redis.
   */
  redisUrl: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
  /**
   * Base URLs of the Varnish instances in front of the storefront (VARNISH_URLS, comma-separated): after a signed
   * revalidation each gets one PURGE with the dropped tags (lib/cache/varnish-bans.cjs reads the same variable in the
   * route cache handler, ADR 0066). None by default.
   */
  varnishUrls: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((url) => url.trim()).filter((url) => url.length > 0))
    .refine((urls) => urls.every((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)), 'every entry must be an http(s) URL'),
});
export type ShopConfig = z.infer<typeof configSchema>;

/** Why a configuration cannot start: every missing and every invalid key by name. */
export type ConfigProblem = { missing: string[]; invalid: string[] };
export type ConfigResult = Result<ShopConfig, ConfigProblem>;

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; names every missing and every invalid key. */
export function readConfig(env: Env): ConfigResult {
  const missing = REQUIRED_CONFIG.filter(({ env: name }) => !env[name]?.trim()).map(
    ({ key, env: name }) => `${key} (${name})`,
  );
  const parsed = configSchema.safeParse({
    apiUrl: env.SHOP_API_URL?.trim(),
    fastApi: env.SHOP_FAST_API?.trim(),
    token: env.SHOP_TOKEN?.trim(),
    language: env.SHOP_LANGUAGE?.trim(),
    locale: env.SHOP_LOCALE?.trim(),
    hosts: { at: env.SHOP_HOSTS_AT, de: env.SHOP_HOSTS_DE, ro: env.SHOP_HOSTS_RO },
    origins: {
      at: env.SHOP_ORIGIN_AT?.trim() || undefined,
      de: env.SHOP_ORIGIN_DE?.trim() || undefined,
      ro: env.SHOP_ORIGIN_RO?.trim() || undefined,
    },
    revalidateSecret: env.REVALIDATE_SECRET?.trim() || undefined,
    cartCookieSecret: env.CART_COOKIE_SECRET?.trim() || undefined,
    orderLinkSecret: env.ORDER_LINK_SECRET?.trim() || undefined,
    checkoutCookieSecret: env.CHECKOUT_COOKIE_SECRET?.trim() || undefined,
    stripeCheckoutUrl: env.STRIPE_CHECKOUT_URL?.trim() || undefined,
    sentryDsn: env.SENTRY_DSN?.trim() || undefined,
    sentryEnvironment: env.SENTRY_ENVIRONMENT?.trim() || undefined,
    reviewProviders: {
      shopvote: env.SHOPVOTE_API_URL?.trim() || undefined,
      trustedshops: env.TRUSTED_SHOPS_API_URL?.trim() || undefined,
      searchrating: env.SEARCH_RATING_API_URL?.trim() || undefined,
    },
    backofficeUrl: env.BACKOFFICE_URL?.trim() || undefined,
    socialIssuer: env.SOCIAL_ISSUER?.trim() || undefined,
    socialClientSecret: env.SOCIAL_CLIENT_SECRET?.trim() || undefined,
    trustForwardedHeaders: ['1', 'true', 'yes'].includes(env.SHOP_TRUST_PROXY?.trim().toLowerCase() ?? ''),
    requestLog: env.REQUEST_LOG?.trim().toLowerCase() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    varnishUrls: env.VARNISH_URLS,
  });
  if (missing.length === 0 && parsed.success) return ok(parsed.data);
  const missingKeys = new Set<string>(REQUIRED_CONFIG.filter(({ env: name }) => !env[name]?.trim()).map(({ key }) => key));
  const invalid = parsed.success
    ? []
    : parsed.error.issues
        .map((issue) => issue.path.join('.'))
        .filter((path) => !missingKeys.has(path))
        .map((path) => {
          const known = REQUIRED_CONFIG.find(({ key }) => key === path);
          return known ? `${known.key} (${known.env})` : path;
        });
  return err({ missing, invalid: [...new Set(invalid)] });
}

/** The operator's message for a configuration that cannot start: every missing and invalid key by name. */
export function describeConfigProblem(problem: ConfigProblem): string {
  const parts: string[] = [];
  if (problem.missing.length > 0) parts.push(`missing: ${problem.missing.join(', ')}`);
  if (problem.invalid.length > 0) parts.push(`invalid: ${problem.invalid.join(', ')}`);
  return `The storefront configuration is incomplete (${parts.join('; ')}). See README.md, section Configuration.`;
}
