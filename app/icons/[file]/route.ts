import { iconPng } from '@/lib/identity/icon-files';
import { APP_ICONS } from '@/lib/identity/icon-set';
import { identityFile, identityUnavailable, shopIdentity } from '@/lib/identity/server';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** The app icons the request's shop's manifest names (/icons/icon-192.png ...); any other name is a 404 (ADR 0036). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { file } = await params;
  const icon = APP_ICONS.find((candidate) => candidate.file === file);
  if (!icon) return new Response(null, { status: 404 });
  const identity = await shopIdentity(routeShop(request));
  if (!identity) return identityUnavailable();
  return identityFile(await iconPng(identity.initials, icon.size, icon.purpose === 'maskable'), 'image/png');
}
