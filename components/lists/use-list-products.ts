'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { listProductsSchema, type ListProducts } from '@/lib/lists/list-products';

/** The cards (and with `details`, specifications and quantity rules) of the listed ids, from `/api/products`. */
export function useListProducts(ids: readonly number[], details: boolean, enabled: boolean) {
  const locale = useLocale();
  const key = [...ids].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: ['list-products', locale, key, details],
    enabled: enabled && ids.length > 0,
    queryFn: async (): Promise<ListProducts> => {
      const response = await fetch(`/api/products?locale=${locale}&ids=${key}${details ? '&details=1' : ''}`);
      if (!response.ok) throw new Error(`products answered ${response.status}`);
      return listProductsSchema.parse(await response.json());
    },
  });
}
