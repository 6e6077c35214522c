import { iconPng } from '@/lib/identity/icon-files';
import { APPLE_TOUCH_ICON } from '@/lib/identity/icon-set';
import { identityFile, identityUnavailable, shopIdentity } from '@/lib/identity/server';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** The touch icon of the request's shop (home screen of iOS and Android, ADR 0036). */
export async function GET(request: Request): Promise<Response> {
  const identity = await shopIdentity(routeShop(request));
  if (!identity) return identityUnavailable();
  return identityFile(await iconPng(identity.initials, APPLE_TOUCH_ICON.size), 'image/png');
}
