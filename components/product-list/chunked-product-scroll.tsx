'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { endOfCardsInView } from '@/lib/product-list/scroll';
import type { ProductCard } from '@/contract/product-card';
import type { CurrencySettings } from '@/lib/pricing/money';
import type { ChunkedList, ChunkScrollDriverProps, ScrollProgress } from './chunk-scroll-driver';
import styles from './listing.module.css';

export type ChunkedScrollLabels = {
  chunk: (page: number) => string;
  loading: string;
  loadError: string;
  retry: string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
};

type Props = {
  /** Page number of the server-rendered chunk above. */
  firstPage: number;
  pages: number;
  /** The product cards of one chunk; throws when it cannot be loaded. */
  fetchChunk: (page: number, signal: AbortSignal) => Promise<ProductCard[]>;
  /** Query string (with '?', or '') of a chunk, kept in the address bar for the chunk in view. */
  queryOf: (page: number) => string;
  /** Link to a chunk for the plain previous/next links. */
  hrefOf: (page: number) => string;
  labels: ChunkedScrollLabels;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  /** The list as analytics names it (its chunks' view_item_list and select_item). */
  list?: ChunkedList;
};

/**
 * Infinite scroll below a server-rendered chunk of product cards (listings and search results): the chunks appended
 * (ChunkScrollDriver), then the status line and plain previous/next links, which stay in the HTML for crawlers and
 * shoppers without JavaScript. The driver's code loads when the shopper first scrolls or resizes the window, or at
 * once when the end of the cards is already in view (ADR 0043): a page at rest fetches no chunk it does not show, so a
 * phone's load is not spent on the next twelve cards. This part stays in place meanwhile, so nothing moves and a
 * focused page link keeps its focus.
 */
export function ChunkedProductScroll({ firstPage, pages, fetchChunk, queryOf, hrefOf, labels, currency, locale, vatNote, list }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [Driver, setDriver] = useState<ComponentType<ChunkScrollDriverProps> | null>(null);
  const [progress, setProgress] = useState<ScrollProgress | null>(null);
  const onProgress = useCallback((next: ScrollProgress) => setProgress(next), []);
  const lastPage = progress?.lastPage ?? firstPage;
  const status = progress?.status ?? 'idle';
  const hasMore = lastPage < pages;

  useEffect(() => {
    if (firstPage >= pages) return undefined;
    let started = false;
    const stop = () => {
      window.removeEventListener('scroll', start);
      window.removeEventListener('resize', start);
    };
    const listen = () => {
      window.addEventListener('scroll', start, { passive: true });
      window.addEventListener('resize', start);
    };
    function start() {
      if (started) return;
      started = true;
      stop();
      import('./chunk-scroll-driver').then(
        (module) => setDriver(() => module.ChunkScrollDriver),
        () => {
          // Offline or a stale deployment: the page links still work; the next scroll tries again.
          started = false;
          listen();
        },
      );
    }
    const target = sentinel.current;
    if (target && endOfCardsInView(target.getBoundingClientRect().top, window.innerHeight)) start();
    else listen();
    return stop;
  }, [firstPage, pages]);

  return (
    <>
      {Driver ? (
        <Driver
          firstPage={firstPage}
          pages={pages}
          fetchChunk={fetchChunk}
          queryOf={queryOf}
          chunkLabel={labels.chunk}
          currency={currency}
          locale={locale}
          vatNote={vatNote}
          sentinel={sentinel}
          onProgress={onProgress}
          list={list}
        />
      ) : null}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <p className={styles.status} role="status">
        {status === 'loading' ? labels.loading : null}
      </p>
      {status === 'error' ? (
        <p className={styles.loadError}>
          {labels.loadError}{' '}
          <button type="button" className={styles.retry} onClick={() => progress?.retry()}>
            {labels.retry}
          </button>
        </p>
      ) : null}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={labels.pagination}>
          {firstPage > 1 ? (
            <a href={hrefOf(firstPage - 1)} rel="prev" className={styles.pagerLink}>
              {labels.previous}
            </a>
          ) : null}
          <span className={styles.pagerInfo}>{labels.pageOf(lastPage, pages)}</span>
          {hasMore ? (
            <a href={hrefOf(lastPage + 1)} rel="next" className={styles.pagerLink}>
              {labels.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
