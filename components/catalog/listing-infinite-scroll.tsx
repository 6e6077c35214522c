'use client';

import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { listingHref, listingQueryString, type ListingState } from '@/lib/catalog/listing-state';
import type { CurrencySettings } from '@/lib/pricing/money';
import type { ChunkedList } from './chunk-scroll-driver';
import { ChunkedProductScroll, type ChunkedScrollLabels } from './chunked-product-scroll';
import { preload } from '@/lib/query/preload';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

type Props = {
  /** `/api/listing` query of this listing without the page. */
  apiQuery: string;
  state: ListingState;
  pages: number;
  /** Public path of the listing ('' when unknown: links are relative query strings). */
  path: string;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  /** The list as analytics names it. */
  list?: ChunkedList;
};

/** Infinite scroll of a listing: the following chunks of 12 from `/api/listing` (ChunkedProductScroll). */
export function ListingInfiniteScroll({ apiQuery, state, pages, path, currency, locale, vatNote, list }: Props) {
  const t = useTranslations('Listing');
  const fetchChunk = useCallback(
    async (page: number, signal: AbortSignal) => {
      // The chunk's schema loads with the first chunk, not with the page (ADR 0016).
      const schema = preload(importInTurn(() => import('@/lib/catalog/listing-chunk')));
      const response = await fetch(`/api/listing?${apiQuery}${apiQuery ? '&' : ''}page=${page}`, { headers: { Accept: 'application/json' }, signal });
      if (!response.ok) throw new Error(`listing chunk: ${response.status}`);
      const { listingChunkSchema } = await schema;
      return listingChunkSchema.parse(await response.json()).products;
    },
    [apiQuery],
  );
  const queryOf = useCallback((page: number) => listingQueryString({ ...state, page }), [state]);
  const hrefOf = useCallback((page: number) => listingHref(path, { ...state, page }), [path, state]);
  const labels = useMemo<ChunkedScrollLabels>(
    () => ({
      chunk: (page) => t('chunkLabel', { page }),
      loading: t('loading'),
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
