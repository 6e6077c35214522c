import { shopPriceFilterMax } from '@/lib/shop/price-filter';
import { shopByLocale } from '@/contract/shops';
import { parseListingSegment, type ListingState } from './listing-state';

/** The listing state of a `[state]` segment under a shop locale, with that shop's price bound (ADR 0041). */
export function shopListingSegment(locale: string, segment: string): ListingState | null {
  const shop = shopByLocale(locale);
  return parseListingSegment(segment, shop ? shopPriceFilterMax(shop) : undefined);
}
