'use client';

import { useEffect, useRef } from 'react';
import { useShopper } from '@/components/account/use-shopper';
import { useShopCode } from '@/components/cart/use-shop-code';
import type { AccountListsView } from '@/lib/lists/account-lists-view';
import { listMarkerKey, listSyncStep } from '@/lib/lists/account-list-sync';
import { productListsStore } from '@/lib/ui-state/product-lists-store';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' } as const;

async function accountLists(path: string, init: RequestInit): Promise<AccountListsView | null> {
  const response = await fetch(path, { credentials: 'same-origin', ...init });
  if (!response.ok) return null;
  const { accountListsViewSchema } = await importInTurn(() => import('@/lib/lists/account-lists-view'));
  const parsed = accountListsViewSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps a logged-in customer's wish list and compare list in the account (ADR 0031): after a login the guest's lists
 * are merged in once, on later pages the account's lists are pulled, and every change is sent back. Guests are
 * untouched (their lists stay in local storage only). Renders nothing.
 */
export function AccountListsSync() {
  const shop = useShopCode();
  const { shopper, loaded } = useShopper();
  const store = productListsStore(shop);
  const customerId = shopper.kind === 'customer' ? shopper.customerId : null;
  /** The lists as the account holds them (JSON), once known; changes from then on are sent. */
  const synced = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded) return;
    const markerKey = listMarkerKey(shop);
    const step = listSyncStep(customerId, window.localStorage.getItem(markerKey));
    synced.current = null;
    if (step === 'none') return;
    if (step === 'leave') {
      window.localStorage.removeItem(markerKey);
      store.setState({ wishlist: [], compare: [] });
      return;
    }
    let cancelled = false;
    void (async () => {
      if (!store.persist.hasHydrated()) await store.persist.rehydrate();
      const { wishlist, compare } = store.getState();
      const lists =
        step === 'merge'
          ? await accountLists('/api/account/lists/merge', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ wishlist, compare }) })
          : await accountLists('/api/account/lists', { headers: { Accept: 'application/json' } });
      if (cancelled || lists === null) return;
      synced.current = JSON.stringify(lists);
      store.setState(lists);
      window.localStorage.setItem(markerKey, String(customerId));
    })();
    const unsubscribe = store.subscribe((state) => {
      const text = JSON.stringify({ wishlist: state.wishlist, compare: state.compare });
      if (synced.current === null || text === synced.current) return;
      synced.current = text;
      void accountLists('/api/account/lists', { method: 'PUT', headers: JSON_HEADERS, body: text });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [loaded, customerId, shop, store]);

  return null;
}
