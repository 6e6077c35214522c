import type { Event } from '@sentry/nextjs';
import type { ShopConfig } from '@/lib/env/config-schema';
import { shopOfRequest } from '@/lib/shop/request-shop';

type ShopResolution = Pick<ShopConfig, 'locale' | 'hosts' | 'trustForwardedHeaders'>;
type HeaderDict = Record<string, string | string[] | undefined>;

/** `get` over a plain header object (what Next's onRequestError and the SDK's request data carry). */
function headerReader(headers: HeaderDict): Pick<Headers, 'get'> {
  return {
    get: (name: string) => {
      const value = headers[name.toLowerCase()] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    },
  };
}

/** The shop code (at, de, ro) of a request's headers, by the storefront's own host resolution. */
export function shopCodeOfHeaders(headers: HeaderDict, config: ShopResolution): string {
  return shopOfRequest(headerReader(headers), config).code;
}

/**
 * The event with the `shop` tag: kept when set (onRequestError sets it per request), else from the host of the
 * request the event belongs to; an event of no request (start-up, a timer) gets none.
 */
export function withShopTag<E extends Event>(event: E, config: ShopResolution): E {
  if (event.tags?.shop) return event;
  const headers = event.request?.headers;
  if (!headers || (!headers.host && !headers.Host)) return event;
  return { ...event, tags: { ...event.tags, shop: shopCodeOfHeaders(headers, config) } };
}
