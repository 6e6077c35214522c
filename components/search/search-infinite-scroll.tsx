'use client';

import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { ChunkedList } from '@/components/catalog/chunk-scroll-driver';
import { ChunkedProductScroll, type ChunkedScrollLabels } from '@/components/catalog/chunked-product-scroll';
import { fetchSearchChunk } from '@/lib/search/live-search-fetch';
import type { SearchState } from '@/lib/search/search-state';
import { searchHref, searchQueryString } from '@/lib/search/search-url';
import type { CurrencySettings } from '@/lib/pricing/money';

type Props = {
  /** The state of the server-rendered chunk. */
  state: SearchState;
  pages: number;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  /** The list as analytics names it. */
  list?: ChunkedList;
};

/** Infinite scroll of the results page: the following chunks of 12 from `/api/search` (ChunkedProductScroll). */
export function SearchInfiniteScroll({ state, pages, currency, locale, vatNote, list }: Props) {
  const t = useTranslations('Search');
  const fetchChunk = useCallback(async (page: number, signal: AbortSignal) => (await fetchSearchChunk({ ...state, page }, signal)).products, [state]);
  const queryOf = useCallback((page: number) => searchQueryString({ ...state, page }), [state]);
  const hrefOf = useCallback((page: number) => searchHref({ ...state, page }), [state]);
  const labels = useMemo<ChunkedScrollLabels>(
    () => ({
      chunk: (page) => t('chunkLabel', { page }),
      loading: t('loadingMore'),
      loadError: t('loadError'),
      retry: t('retry'),
      pagination: t('pagination'),
      previous: t('previous'),
      next: t('next'),
      pageOf: (page, total) => t('pageOf', { page, pages: total }),
    }),
    [t],
  );
  return (
    <ChunkedProductScroll
      firstPage={state.page}
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
