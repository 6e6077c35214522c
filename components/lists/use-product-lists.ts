'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { useShopCode } from '@/components/cart/use-shop-code';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { addToWishlistEvent, type WishlistAnalytics } from '@/lib/analytics/ga4-wishlist-event';
import { queueMessageTask } from '@/lib/scheduling/message-task';
import { PRODUCT_LIST_MAX, productListCodecs, productListsStore, type ProductListName } from '@/lib/ui-state/product-lists-store';
import { useToastStore } from '@/lib/ui-state/toast-store';

/** The lists' server snapshot: never read from local storage before hydration. */
const notHydrated = () => false;

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
    // In a task of its own: every card's toggles re-render synchronously when the lists arrive (ADR 0048).
    queueMessageTask(() => {
      if (!store.persist.hasHydrated()) void store.persist.rehydrate();
    });
    const keys = Object.values(productListCodecs(shop)).map((codec) => codec.key);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) void store.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, shop]);
  const wishlist = useStore(store, (state) => state.wishlist);
  const compare = useStore(store, (state) => state.compare);
  // The persist middleware marks the store hydrated after its last state change: heard through its own listener.
  const hydrated = useSyncExternalStore(store.persist.onFinishHydration, store.persist.hasHydrated, notHydrated);
  const toggle = useCallback(
    (list: ProductListName, productId: number, analytics?: { title: string } & WishlistAnalytics) => {
      const outcome = store.getState().toggle(list, productId);
      if (outcome === 'full') toast('error', t(list === 'compare' ? 'compareFull' : 'wishlistFull', { max: PRODUCT_LIST_MAX[list] }));
      if (outcome === 'added' && list === 'wishlist' && analytics) pushDataLayer(addToWishlistEvent(productId, analytics.title, analytics));
    },
    [store, toast, t],
  );
  const remove = useCallback((list: ProductListName, productIds: readonly number[]) => store.getState().remove(list, productIds), [store]);
  return { shop, wishlist, compare, hydrated, toggle, remove };
}
