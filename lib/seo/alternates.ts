import type { TheliaLocale } from '@/contract/common';
import { DEFAULT_SHOP_CODE, SHOPS, type AppLocale, type ShopCode } from '@/contract/shops';
import { absoluteUrl } from './origin-rule';
import type { PerLocale } from '@/contract/product-card';

export type ShopOrigins = Record<ShopCode, string>;

/**
 * hreflang alternates of one catalogue object from the backend's per-locale URLs: `de-AT`, `de-DE`, `ro-RO` on each
 * shop's own origin, for the locales where the object has a URL, plus `x-default` (the default shop's version, else
 * the current one). An object that exists in one locale only gets no alternates: a lone self-reference says nothing.
 */
export function hreflangAlternates(
  urls: PerLocale,
  origins: ShopOrigins,
  current: ShopCode,
): Partial<Record<AppLocale | 'x-default', string>> {
  const out: Partial<Record<AppLocale | 'x-default', string>> = {};
  for (const shop of Object.values(SHOPS)) {
    const url = urls[shop.theliaLocale as TheliaLocale];
    if (url !== undefined && url.trim() !== '') out[shop.locale] = absoluteUrl(origins[shop.code], url);
  }
  const present = Object.keys(out).length;
  if (present < 2) return {};
  out['x-default'] = out[SHOPS[DEFAULT_SHOP_CODE].locale] ?? out[SHOPS[current].locale];
  return out;
}
