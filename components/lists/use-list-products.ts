'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type * as z from 'zod/mini';
import { inIdOrder } from '@/lib/lists/id-order';
import { REFETCH_SHORT_MS } from '@/contract/constants';
import type { ProductCard } from '@/contract/product-card';
import { preload } from '@/lib/query/preload';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

/** An endpoint and its answer's schema, which loads with the first answer rather than with the page (ADR 0016). */
type Endpoint<S extends z.ZodMiniType<{ products: ProductCard[] }>> = { path: '/api/products' | '/api/compare'; schema: () => Promise<S> };

const PRODUCTS = { path: '/api/products', schema: () => importInTurn(() => import('@/lib/lists/list-products')).then((m) => m.listProductsSchema) } as const;
const COMPARE = { path: '/api/compare', schema: () => importInTurn(() => import('@/lib/lists/list-products')).then((m) => m.compareProductsSchema) } as const;

/**
 * The products of a list's ids from the storefront. While the ids change (a product removed) the last answer stays on
 * screen, narrowed to the current ids, so nothing flickers; `settled` says the answer is for exactly these ids, the
 * only time `missing` (ids the catalogue no longer shows) may be dropped from the list.
 */
function useIdsQuery<S extends z.ZodMiniType<{ products: ProductCard[] }>>(endpoint: Endpoint<S>, ids: readonly number[], enabled: boolean) {
  const locale = useLocale();
  const key = [...ids].sort((a, b) => a - b).join(',');
  const query = useQuery({
    queryKey: ['list-products', endpoint.path, locale, key],
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
    // Prices and stock are volatile data (decisions.md: 60 s); one retry, then the page offers 'Try again'.
    staleTime: REFETCH_SHORT_MS,
    retry: 1,
    queryFn: inOwnTask(async (): Promise<z.output<S>> => {
      const schema = preload(endpoint.schema());
      const response = await fetch(`${endpoint.path}?${new URLSearchParams({ ids: key }).toString()}`);
      if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}`);
      return (await schema).parse(await response.json());
    }),
  });
  const data = query.data;
  const products = data ? inIdOrder(data.products, ids) : undefined;
  const settled = data !== undefined && !query.isPlaceholderData && !query.isError;
  const missing = settled && products ? ids.filter((id) => !products.some((product) => product.id === id)) : [];
  const status: 'loading' | 'error' | 'ready' = query.isError && !query.isFetching ? 'error' : products ? 'ready' : 'loading';
  return { status, data, products: products ?? [], missing, retry: () => void query.refetch() };
}

/** Product cards and quantity rules of ids (`GET /api/products`): the wish list, the product page's carousels. */
export function useProductCards(ids: readonly number[], enabled: boolean) {
  return useIdsQuery(PRODUCTS, ids, enabled);
}

/** The compare list's cards and specifications (`GET /api/compare`). */
export function useCompareProducts(ids: readonly number[], enabled: boolean) {
  return useIdsQuery(COMPARE, ids, enabled);
}
