import * as Sentry from '@sentry/nextjs';
import type { ShopConfig } from '@/lib/env/config-schema';
import { DEFAULT_SENTRY_ENVIRONMENT, sharedOptions } from './reporting-options';
import { shopCodeOfHeaders, withShopTag } from './shop-tag';

let config: ShopConfig | null = null;

/**
 * Error reporting of the Node.js server (ADR 0060), started by instrumentation.ts when SENTRY_DSN is set: release,
 * environment, traces at the spec's rate, the scrubber, and the shop as a tag of each event.
 */
export function startServerReporting(shopConfig: ShopConfig & { sentryDsn: string }): void {
  config = shopConfig;
  Sentry.init({
    ...sharedOptions(
      { dsn: shopConfig.sentryDsn, environment: shopConfig.sentryEnvironment ?? DEFAULT_SENTRY_ENVIRONMENT },
      (event) => withShopTag(event, shopConfig),
    ),
  });
}

/**
 * Next.js's onRequestError (errors of server components, route handlers, server actions and the proxy): reported
 * with the shop of the request's host.
 */
export function reportRequestError(...args: Parameters<typeof Sentry.captureRequestError>): void {
  if (!config) return;
  const [, request] = args;
  const shop = shopCodeOfHeaders(request.headers, config);
  Sentry.withScope((scope) => {
    scope.setTag('shop', shop);
    Sentry.captureRequestError(...args);
  });
}
