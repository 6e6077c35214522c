import 'server-only';
import { helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { fulfilmentCentersResponseSchema, fulfilmentStockResponseSchema, type FulfilmentCenter } from '@/contract/fulfilment';
import { API_CACHE_SECONDS, REFETCH_SHORT_MS } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import { centresOfShop } from './fulfilment-centres';

type StockRows = readonly { fulfilment_center_id: number; quantity: number }[];

/**
 * The fulfilment centres the shop offers (`fulfilment_center/?locale=`, named and with opening hours in the shop's
 * language; cached like other catalogue reads): the central warehouse and the shop country's centres
 * (fulfilment-centres.ts). None when it cannot be read.
 */
export async function getFulfilmentCenters(shop: Shop): Promise<FulfilmentCenter[]> {
  const result = await requestJson(helperClient(), 'fulfilment_center/', fulfilmentCentersResponseSchema, {
    searchParams: { locale: shop.theliaLocale },
    cache: { revalidate: API_CACHE_SECONDS, tags: ['fulfilment'] },
  });
  return result.ok ? centresOfShop(result.data, shop.countryId) : [];
}

/** Stock of each PSE per centre (`fulfilment_center_stock/{pse}`), volatile data: cached for the spec's short 60 s. */
export async function getStockByPse(pseIds: readonly number[]): Promise<Map<number, StockRows>> {
  const unique = [...new Set(pseIds)];
  const rows = await Promise.all(
    unique.map(async (pseId) => {
      const result = await requestJson(helperClient(), `fulfilment_center_stock/${pseId}`, fulfilmentStockResponseSchema, {
        cache: { revalidate: REFETCH_SHORT_MS / 1000, tags: ['fulfilment'] },
      });
      return [pseId, result.ok ? result.data : []] as const;
    }),
  );
  return new Map(rows);
}
