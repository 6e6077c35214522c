'use client';

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '@/lib/cart/cart-client';
import { readCartSnapshot, writeCartSnapshot } from '@/lib/cart/cart-snapshot';
import type { CartView } from '@/lib/cart/cart-view';
import { VOLATILE_QUERY_TIMING } from '@/lib/query/query-client';
import type { ShopCode } from '@/contract/shops';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';
import { useShopCode } from './use-shop-code';
import { inOwnTask } from '@/lib/scheduling/message-task';

export const cartQueryKey = (shop: ShopCode, countryId: number | null) => ['cart', shop, countryId] as const;

/** Thrown inside the query function so react-query keeps the last good view and reports the error. */
export class CartLoadError extends Error {
  constructor(readonly code: string) {
    super(`cart could not be loaded: ${code}`);
  }
}

/** The query key of this page's cart: the shop and the delivery country chosen in the header (prices and postage depend on it). */
export function useCartKey() {
  const shop = useShopCode();
  const countryId = useDeliveryCountryStore((state) => state.countryId);
  return { shop, countryId, key: cartQueryKey(shop, countryId) };
}

/**
 * The shopper's cart, from the storefront's `/api/cart` (the cart id is the httpOnly cookie's). Refetched every 60 s
 * (the spec's short refetch for volatile data). Until the first answer, the last view of this browser (local storage)
 * is shown, so a reload or a new tab has the cart at once; `initial` (the cart page's server render) wins over it.
 */
export function useCart(initial?: CartView) {
  const { shop, countryId, key } = useCartKey();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: inOwnTask(async () => {
      const result = await cartApi.get(countryId);
      if (!result.ok) throw new CartLoadError(result.error);
      return result.data;
    }),
    ...VOLATILE_QUERY_TIMING,
    retry: 1,
    ...(initial ? { initialData: initial, initialDataUpdatedAt: () => Date.now() } : {}),
  });

  // After hydration (never during it: the server HTML has no local storage), show the stored view until the answer.
  useEffect(() => {
    if (queryClient.getQueryData(key) !== undefined) return;
    let current = true;
    void readCartSnapshot(shop).then((snapshot) => {
      // The storefront's answer may have come first: it always wins over the stored view.
      if (current && snapshot && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, snapshot, { updatedAt: 0 });
    });
    return () => {
      current = false;
    };
    // The key is rebuilt each render; its parts are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, shop, countryId]);

  useEffect(() => {
    if (query.data && query.dataUpdatedAt > 0) writeCartSnapshot(shop, query.data);
  }, [shop, query.data, query.dataUpdatedAt]);

  return query;
}
