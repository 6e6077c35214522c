import type { TheliaLocale } from '@/contract/common';

/**
 * The three shops of the deployment. The request's host picks one (see resolve-shop.ts); Austria is the default.
 * Country ids are Thelia's (Germany 5, Austria 13, Romania 146). Currency and VAT are NOT here: they come from
 * the backend's locale config (tax rules, currency code and rate).
 */
export const SHOP_CODES = ['at', 'de', 'ro'] as const;
export type ShopCode = (typeof SHOP_CODES)[number];

/** next-intl locales, one per domain. */
export const APP_LOCALES = ['de-AT', 'de-DE', 'ro-RO'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

export type Shop = {
  code: ShopCode;
  /** next-intl locale and the internal `[locale]` route segment. */
  locale: AppLocale;
  /** Thelia locale used in backend calls (`view_locale`, `locale`). */
  theliaLocale: TheliaLocale;
  /** Language code (`lang_code`, ExternalOrderApi `{langCode}`). */
  language: 'de' | 'ro';
  /** Thelia country id of the shop country. */
  countryId: number;
  /** Top-level domain that selects this shop in production (`.at`, `.de`, `.ro`). */
  hostEnding: '.at' | '.de' | '.ro';
};

export const SHOPS: Record<ShopCode, Shop> = {
  at: { code: 'at', locale: 'de-AT', theliaLocale: 'de_AT', language: 'de', countryId: 13, hostEnding: '.at' },
  de: { code: 'de', locale: 'de-DE', theliaLocale: 'de_DE', language: 'de', countryId: 5, hostEnding: '.de' },
  ro: { code: 'ro', locale: 'ro-RO', theliaLocale: 'ro_RO', language: 'ro', countryId: 146, hostEnding: '.ro' },
};

/** Austria (country id 13, locale de_AT, language de) is the default shop. */
export const DEFAULT_SHOP_CODE: ShopCode = 'at';

export function shopByLocale(locale: string): Shop | undefined {
  return Object.values(SHOPS).find((shop) => shop.locale === locale);
}

export function isAppLocale(value: string): value is AppLocale {
  return (APP_LOCALES as readonly string[]).includes(value);
}
