import { createTranslator } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { identityFile, identityUnavailable, shopIdentity } from '@/lib/identity/server';
import { webManifest } from '@/lib/identity/web-manifest';
import { routeShop } from '@/lib/request/server';

export const dynamic = 'force-dynamic';

/** The web app manifest of the request's shop: its name, language, colours, start URL and icons (ADR 0036). */
export async function GET(request: Request): Promise<Response> {
  const shop = routeShop(request);
  const identity = await shopIdentity(shop);
  if (!identity) return identityUnavailable();
  // Outside the [locale] pages next-intl's request config cannot read the locale: the shop's messages are loaded here.
  const t = createTranslator({ locale: shop.locale, messages: await loadMessages(shop.language), namespace: 'Manifest' });
  const manifest = webManifest({ name: identity.name, shortName: identity.shortName, description: t('description'), lang: shop.locale });
  return identityFile(JSON.stringify(manifest), 'application/manifest+json; charset=utf-8');
}
