import { notFound } from 'next/navigation';
import { isAppLocale, shopByLocale, type Shop } from '@/contract/shops';

/** The shop of a route's `[locale]` segment; any other value is a 404 (the proxy only ever rewrites to real locales). */
export function shopOfLocale(locale: string): Shop {
  const shop = isAppLocale(locale) ? shopByLocale(locale) : undefined;
  if (!shop) notFound();
  return shop;
}
