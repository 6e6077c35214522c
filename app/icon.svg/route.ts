import { identityFile, identityUnavailable, shopIdentity } from '@/lib/identity/server';
import { shopIconSvg } from '@/lib/identity/shop-icon';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** The scalable icon of the request's shop, for browsers that prefer SVG favicons (ADR 0036). */
export async function GET(request: Request): Promise<Response> {
  const identity = await shopIdentity(routeShop(request));
  if (!identity) return identityUnavailable();
  return identityFile(shopIconSvg(identity.initials, 64), 'image/svg+xml');
}
