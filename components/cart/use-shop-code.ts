'use client';

import { useLocale } from 'next-intl';
import { DEFAULT_SHOP_CODE, shopByLocale, type ShopCode } from '@/contract/shops';

/** The shop of the page (from its locale). */
export function useShopCode(): ShopCode {
  return shopByLocale(useLocale())?.code ?? DEFAULT_SHOP_CODE;
}
