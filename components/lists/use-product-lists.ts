'use client';

import { useCallback, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { useShopCode } from '@/components/cart/use-shop-code';
import { productListsStore, type ProductListName } from '@/lib/ui-state/product-lists-store';
import { useToastStore } from '@/lib/ui-state/toast-store';

/**
 * The shop's wish list and compare list (local storage, read after hydration). `toggle` adds or removes a product;
 * a fifth product for the compare list is refused with a toast and the list stays as it was.
 */
export function useProductLists() {
  const shop = useShopCode();
  const store = productListsStore(shop);
  const t = useTranslations('Lists');
  const toast = useToastStore((state) => state.show);
  useEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  }, [store]);
  const wishlist = useStore(store, (state) => state.wishlist);
  const compare = useStore(store, (state) => state.compare);
  const hydrated = useStore(store, () => store.persist.hasHydrated());
  const toggle = (list: ProductListName, productId: number) => {
    if (store.getState().toggle(list, productId) === 'full') toast('error', t('compareFull'));
  };
  const remove = useCallback((list: ProductListName, productIds: readonly number[]) => store.getState().remove(list, productIds), [store]);
  return { shop, wishlist, compare, hydrated, toggle, remove };
}
