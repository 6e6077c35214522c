import { locale as rootLocale } from 'next/root-params';
import { NotFoundView } from '@/components/errors/not-found-view';
import type { NotFoundReason } from '@/lib/format/not-found-reason';
import { getLocaleConfig } from '@/lib/layout/server';
import { isAppLocale, shopByLocale, SHOPS } from '@/contract/shops';

/**
 * The not-found page of the current shop for one reason. Used by the `not-found.tsx` of each route segment, so the
 * reason follows from where `notFound()` was called and the response status is always 404. The shop comes from the
 * root `[locale]` segment (next/root-params), never from request headers, so the page stays statically renderable.
 */
export async function ShopNotFound({ reason }: { reason?: NotFoundReason }) {
  const locale = await rootLocale();
  const shop = (locale && isAppLocale(locale) && shopByLocale(locale)) || SHOPS.at;
  let cartoonUrl: string | null = null;
  try {
    cartoonUrl = (await getLocaleConfig(shop)).cartoon_404 || null;
  } catch {
    cartoonUrl = null;
  }
  return <NotFoundView reason={reason} cartoonUrl={cartoonUrl} locale={shop.locale} />;
}
