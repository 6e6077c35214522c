'use client';

import { useEffect } from 'react';
import type { ProductListName } from '@/lib/ui-state/product-lists-store';
import { useProductLists } from './use-product-lists';

/** Drops ids the catalogue no longer knows (deleted or hidden products) from a list, once their cards have loaded. */
export function useDropMissing(list: ProductListName, ids: readonly number[], loaded: readonly { id: number }[] | undefined): void {
  const { remove } = useProductLists();
  useEffect(() => {
    if (!loaded) return;
    const gone = ids.filter((id) => !loaded.some((product) => product.id === id));
    if (gone.length > 0) remove(list, gone);
  }, [list, ids, loaded, remove]);
}
