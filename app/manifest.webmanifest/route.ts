import { getTranslations } from 'next-intl/server';
import { identityFile, identityUnavailable, shopIdentity } from '@/lib/identity/server';
import { webManifest } from '@/lib/identity/web-manifest';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** The web app manifest of the request's shop: its name, language, colours, start URL and icons (ADR 0036). */
export async function GET(request: Request): Promise<Response> {
  const shop = routeShop(request);
  const identity = await shopIdentity(shop);
  if (!identity) return identityUnavailable();
  const t = await getTranslations({ locale: shop.locale, namespace: 'Manifest' });
  const manifest = webManifest({ name: identity.name, shortName: identity.shortName, description: t('description'), lang: shop.locale });
  return identityFile(JSON.stringify(manifest), 'application/manifest+json; charset=utf-8');
}
