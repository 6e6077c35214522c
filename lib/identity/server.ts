import 'server-only';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { getLocaleConfig } from '@/lib/layout/server';
import type { Shop } from '@/contract/shops';
import { IDENTITY_CACHE_SECONDS } from './icon-set';
import { shopInitials } from './shop-icon';

export type ShopIdentity = { name: string; shortName: string; initials: string };

/** The shop's names from its locale config (site name, store name), or null while the backend cannot say. */
export async function shopIdentity(shop: Shop): Promise<ShopIdentity | null> {
  try {
    const config = await getLocaleConfig(shop);
    const shortName = config.store_name || config.site_name;
    return { name: config.site_name || shortName, shortName, initials: shopInitials(shortName) };
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  }
}

/** An icon or manifest answer: cacheable by browsers and shared caches (per host, as every URL is). */
export function identityFile(body: Uint8Array | string, contentType: string): Response {
  return new Response(typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]), {
    headers: { 'Content-Type': contentType, 'Cache-Control': `public, max-age=${IDENTITY_CACHE_SECONDS}` },
  });
}

/** While the backend is down: 503, not cached, so the next page view asks again (ADR 0023). */
export function identityUnavailable(): Response {
  return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } });
}
