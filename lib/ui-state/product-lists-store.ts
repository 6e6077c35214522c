import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { COMPARE_MAX_PRODUCTS, WISHLIST_MAX_PRODUCTS } from '@/contract/constants';
import type { ShopCode } from '@/contract/shops';
import { keyValueStorage, type FieldCodec, type FieldCodecs } from './key-value-storage';

/** The shopper's wish list and compare list (spec: wishlist and compare lists, by product id), kept per shop. */
export type ProductLists = { wishlist: number[]; compare: number[] };
export type ProductListName = keyof ProductLists;
/** What a toggle did: a full list refuses another product ('full', list unchanged). */
export type ToggleOutcome = 'added' | 'removed' | 'full';

/** How many products each list holds: 4 to compare side by side, 100 on the wish list (contract/constants.ts). */
export const PRODUCT_LIST_MAX: Readonly<Record<ProductListName, number>> = {
  wishlist: WISHLIST_MAX_PRODUCTS,
  compare: COMPARE_MAX_PRODUCTS,
};

export type ProductListsState = ProductLists & {
  toggle: (list: ProductListName, productId: number) => ToggleOutcome;
  remove: (list: ProductListName, productIds: readonly number[]) => void;
  has: (list: ProductListName, productId: number) => boolean;
};

/** A list of positive product ids as JSON, at most `max` of them; anything unreadable is an empty list. */
function idListCodec(key: string, max: number): FieldCodec<number[]> {
  return {
    key,
    read: (raw) => {
      if (raw === null) return [];
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!Array.isArray(parsed)) return [];
        return [...new Set(parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(0, max);
      } catch {
        return [];
      }
    },
    write: (value) => JSON.stringify(value),
  };
}

/** Local-storage keys of a shop's lists: `wishlist_at`, `compare_at`, ... (non-secret preferences, decisions.md). */
export function productListCodecs(shop: ShopCode): FieldCodecs<ProductLists> {
  return {
    wishlist: idListCodec(`wishlist_${shop}`, PRODUCT_LIST_MAX.wishlist),
    compare: idListCodec(`compare_${shop}`, PRODUCT_LIST_MAX.compare),
  };
}

export function createProductListsStore(shop: ShopCode, storage = keyValueStorage(productListCodecs(shop))) {
  return create<ProductListsState>()(
    persist(
      (set, get) => ({
        wishlist: [],
        compare: [],
        toggle: (list, productId) => {
          const current = get()[list];
          if (current.includes(productId)) {
            set({ [list]: current.filter((id) => id !== productId) });
            return 'removed';
          }
          if (current.length >= PRODUCT_LIST_MAX[list]) return 'full';
          set({ [list]: [...current, productId] });
          return 'added';
        },
        remove: (list, productIds) => set((state) => ({ [list]: state[list].filter((id) => !productIds.includes(id)) })),
        has: (list, productId) => get()[list].includes(productId),
      }),
      {
        name: `product-lists-${shop}`,
        storage,
        partialize: ({ wishlist, compare }) => ({ wishlist, compare }),
        // Read after hydration, so the server HTML and the first client render agree.
        skipHydration: true,
      },
    ),
  );
}

type ProductListsStore = ReturnType<typeof createProductListsStore>;
const stores = new Map<ShopCode, ProductListsStore>();

/** The lists store of a shop (one per shop and tab); client components rehydrate it in an effect. */
export function productListsStore(shop: ShopCode): ProductListsStore {
  let store = stores.get(shop);
  if (!store) {
    store = createProductListsStore(shop);
    stores.set(shop, store);
  }
  return store;
}
