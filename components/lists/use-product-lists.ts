'use client';

import { useCallback, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { useShopCode } from '@/components/cart/use-shop-code';
import { PRODUCT_LIST_MAX, productListCodecs, productListsStore, type ProductListName } from '@/lib/ui-state/product-lists-store';
import { useToastStore } from '@/lib/ui-state/toast-store';

/**
 * The shop's wish list and compare list (local storage, read after hydration so the server HTML and the first render
 * agree; another tab's changes are read again). `toggle` adds or removes a product; a full list refuses one more
 * with an error toast (announced by its live region) and stays as it was.
 */
export function useProductLists() {
  const shop = useShopCode();
  const store = productListsStore(shop);
  const t = useTranslations('Lists');
  const toast = useToastStore((state) => state.show);
  useEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
    const keys = Object.values(productListCodecs(shop)).map((codec) => codec.key);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) void store.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, shop]);
  const wishlist = useStore(store, (state) => state.wishlist);
  const compare = useStore(store, (state) => state.compare);
  const hydrated = useStore(store, () => store.persist.hasHydrated());
  const toggle = useCallback(
    (list: ProductListName, productId: number) => {
      if (store.getState().toggle(list, productId) === 'full') toast('error', t(list === 'compare' ? 'compareFull' : 'wishlistFull', { max: PRODUCT_LIST_MAX[list] }));
    },
    [store, toast, t],
  );
  const remove = useCallback((list: ProductListName, productIds: readonly number[]) => store.getState().remove(list, productIds), [store]);
  return { shop, wishlist, compare, hydrated, toggle, remove };
}
