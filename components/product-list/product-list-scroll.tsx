'use client';

import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { listingHref, listingQueryString, type ListingState } from '@/lib/product-list/listing-state';
import { searchHref, searchQueryString } from '@/lib/product-list/search-url';
import type { SearchState } from '@/lib/search/search-state';
import { fetchSearchChunk } from '@/lib/search/live-search-fetch';
import { preload } from '@/lib/query/preload';
import { importInTurn } from '@/lib/scheduling/import-in-turn';
import type { CurrencySettings } from '@/lib/pricing/money';
import type { ChunkedList } from './chunk-scroll-driver';
import { ChunkedProductScroll, type ChunkedScrollLabels } from './chunked-product-scroll';

/** Where the chunks come from: a listing (`/api/listing`) or the results page (`/api/search`). */
export type ProductListSource =
  | {
      kind: 'listing';
      /** `/api/listing` query of this listing without the page. */
      apiQuery: string;
      state: ListingState;
      /** Public path of the listing ('' when unknown: links are relative query strings). */
      path: string;
    }
  | { kind: 'search'; state: SearchState };

type Props = {
  source: ProductListSource;
  pages: number;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  /** The list as analytics names it. */
  list?: ChunkedList;
};

/** Each page's texts: its namespace, and the key of the status line while a chunk loads. */
const TEXTS = { listing: { namespace: 'Listing', loading: 'loading' }, search: { namespace: 'Search', loading: 'loadingMore' } } as const;

async function fetchListingChunk(apiQuery: string, page: number, signal: AbortSignal) {
  // The chunk's schema loads with the first chunk, not with the page (ADR 0016).
  const schema = preload(importInTurn(() => import('@/lib/catalog/listing-chunk')));
  const response = await fetch(`/api/listing?${apiQuery}${apiQuery ? '&' : ''}page=${page}`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`listing chunk: ${response.status}`);
  const { listingChunkSchema } = await schema;
  return listingChunkSchema.parse(await response.json()).products;
}

/** Infinite scroll of a product list: the following chunks of a listing or of the results page (ChunkedProductScroll). */
export function ProductListScroll({ source, pages, currency, locale, vatNote, list }: Props) {
  const texts = TEXTS[source.kind];
  const t = useTranslations(texts.namespace);
  const fetchChunk = useCallback(
    async (page: number, signal: AbortSignal) =>
      source.kind === 'listing' ? fetchListingChunk(source.apiQuery, page, signal) : (await fetchSearchChunk({ ...source.state, page }, signal)).products,
    [source],
  );
  const queryOf = useCallback(
    (page: number) => (source.kind === 'listing' ? listingQueryString({ ...source.state, page }) : searchQueryString({ ...source.state, page })),
    [source],
  );
  const hrefOf = useCallback(
    (page: number) => (source.kind === 'listing' ? listingHref(source.path, { ...source.state, page }) : searchHref({ ...source.state, page })),
    [source],
  );
  const labels = useMemo<ChunkedScrollLabels>(
    () => ({
      chunk: (page) => t('chunkLabel', { page }),
      loading: t(texts.loading),
      loadError: t('loadError'),
      retry: t('retry'),
      pagination: t('pagination'),
      previous: t('previous'),
      next: t('next'),
      pageOf: (page, total) => t('pageOf', { page, pages: total }),
    }),
    [t, texts],
  );
  return (
    <ChunkedProductScroll
      firstPage={source.state.page}
      pages={pages}
      fetchChunk={fetchChunk}
      queryOf={queryOf}
      hrefOf={hrefOf}
      labels={labels}
      currency={currency}
      locale={locale}
      vatNote={vatNote}
      list={list}
    />
  );
}
