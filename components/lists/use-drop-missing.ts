'use client';

import { useEffect } from 'react';
import type { ProductListName } from '@/lib/ui-state/product-lists-store';
import { useProductLists } from './use-product-lists';

/** Quietly drops ids the catalogue no longer shows (deleted or hidden products) from a list, once its answer is in. */
export function useDropMissing(list: ProductListName, missing: readonly number[]): void {
  const { remove } = useProductLists();
  const key = missing.join(',');
  useEffect(() => {
    if (key !== '') remove(list, key.split(',').map(Number));
  }, [list, key, remove]);
}
