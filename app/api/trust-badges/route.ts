import { NextResponse } from 'next/server';
import { getLocaleConfig } from '@/lib/layout/server';
import { routeShop } from '@/lib/request/server';
import { REVIEWS_BADGE_CACHE_SECONDS } from '@/contract/constants';
import { enabledProviders } from '@/lib/trust/review-providers';
import { getTrustBadges } from '@/lib/trust/server';
import type { TrustBadgesResponse } from '@/lib/trust/trust-badge';

/** How long a browser keeps an answer that misses a provider (down or slow): it asks again soon after. */
const INCOMPLETE_MAX_AGE_SECONDS = 60;

/**
 * The floating trust badge's ratings for this shop (S4-72): the providers whose badge switch is on, each with its
 * rating as the storefront's server read it (cached 1800 s). The same for every shopper, so browsers keep it 1800 s;
 * the browser never asks a provider itself.
 */
export async function GET(request: Request): Promise<Response> {
  const shop = routeShop(request);
  let config;
  try {
    config = await getLocaleConfig(shop);
  } catch {
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const badges = await getTrustBadges(shop, config, 'badge');
  const complete = badges.length === enabledProviders(config, 'badge').length;
  const maxAge = complete ? REVIEWS_BADGE_CACHE_SECONDS : INCOMPLETE_MAX_AGE_SECONDS;
  const body: TrustBadgesResponse = { badges };
  return NextResponse.json(body, { headers: { 'Cache-Control': `public, max-age=${maxAge}` } });
}
