import { PRICE_FILTER_MAX, PRICE_FILTER_MAX_BY_CURRENCY, SHOP_CURRENCY_CODE } from '@/contract/constants';
import type { ShopCode } from '@/contract/shops';

/** The price filter's upper bound in a currency (ADR 0041); a currency without its own bound has the spec's 8000. */
export function priceFilterMaxOf(currencyCode: string): number {
  return currencyCode in PRICE_FILTER_MAX_BY_CURRENCY ? PRICE_FILTER_MAX_BY_CURRENCY[currencyCode as keyof typeof PRICE_FILTER_MAX_BY_CURRENCY] : PRICE_FILTER_MAX;
}

/** The price filter's upper bound of a shop, in its currency. */
export function shopPriceFilterMax(shop: { code: ShopCode }): number {
  return priceFilterMaxOf(SHOP_CURRENCY_CODE[shop.code]);
}

/** The highest bound of any currency: what a schema shared by every shop accepts. */
export const PRICE_FILTER_CEILING = Math.max(...Object.values(PRICE_FILTER_MAX_BY_CURRENCY));
