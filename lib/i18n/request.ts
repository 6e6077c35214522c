import { getRequestConfig } from 'next-intl/server';
import { isAppLocale, shopByLocale, SHOPS } from '@/lib/shop/shops';
import { loadMessages } from './messages';

/** next-intl: the locale is the internal `[locale]` segment the proxy chose from the host. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const shop = (requested && isAppLocale(requested) && shopByLocale(requested)) || SHOPS.at;
  return { locale: shop.locale, messages: await loadMessages(shop.language), timeZone: timeZoneOf(shop.code) };
});

function timeZoneOf(code: keyof typeof SHOPS): string {
  return code === 'ro' ? 'Europe/Bucharest' : code === 'de' ? 'Europe/Berlin' : 'Europe/Vienna';
}
