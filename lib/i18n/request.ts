import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { isAppLocale, shopByLocale, SHOPS } from '@/contract/shops';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import { loadMessages } from './messages';

/**
 * next-intl: the locale is the root `[locale]` segment the proxy chose from the host, read through next/root-params,
 * so that no page (and no not-found boundary) reads request headers and every page stays statically cacheable.
 */
export default getRequestConfig(async () => {
  const requested = await rootLocale();
  const shop = (requested && isAppLocale(requested) && shopByLocale(requested)) || SHOPS.at;
  return { locale: shop.locale, messages: await loadMessages(shop.language), timeZone: SHOP_TIME_ZONE[shop.code] };
});
