import { faviconIco } from '@/lib/identity/icon-files';
import { identityFile, identityUnavailable, shopIdentity } from '@/lib/identity/server';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** The favicon of the request's shop (16, 32 and 48 px in one ICO file, ADR 0036). */
export async function GET(request: Request): Promise<Response> {
  const identity = await shopIdentity(routeShop(request));
  if (!identity) return identityUnavailable();
  return identityFile(await faviconIco(identity.initials), 'image/x-icon');
}
