'use client';

import { netPricesFor } from '@/lib/account/net-prices';
import { useShopper } from './use-shopper';

/**
 * True once `/api/account/me` says this shopper is a business customer with a checked VAT number: cached catalogue
 * pages are rendered with gross prices for everybody and switch to net prices in the browser (ADR 0031).
 */
export function useNetPrices(): boolean {
  const { shopper } = useShopper();
  return netPricesFor(shopper);
}
