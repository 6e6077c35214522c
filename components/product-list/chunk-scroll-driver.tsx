'use client';

import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CHUNK_ATTRIBUTE, scrollThresholdPx } from '@/lib/product-list/scroll';
import type { ProductCard } from '@/contract/product-card';
import type { CurrencySettings } from '@/lib/pricing/money';
import type { Ga4List } from '@/lib/analytics/ga4-list-events';
import { ProductGridIsland } from '@/components/catalog/product-grid-island';
import styles from './listing.module.css';

/** Where infinite scroll stands, for the status line and the page links below the chunks (ChunkedProductScroll). */
export type ScrollProgress = { lastPage: number; status: 'idle' | 'loading' | 'error'; retry: () => void };

export type ChunkScrollDriverProps = {
  /** Page number of the server-rendered chunk above. */
  firstPage: number;
  pages: number;
  /** The product cards of one chunk; throws when it cannot be loaded. */
  fetchChunk: (page: number, signal: AbortSignal) => Promise<ProductCard[]>;
  /** Query string (with '?', or '') of a chunk, kept in the address bar for the chunk in view. */
  queryOf: (page: number) => string;
  /** The accessible name of an appended chunk. */
  chunkLabel: (page: number) => string;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  /** The mark below the loaded cards: the next chunk loads when it comes near. */
  sentinel: RefObject<HTMLDivElement | null>;
  onProgress: (progress: ScrollProgress) => void;
  /** The list as analytics names it and its chunk size: each chunk appended is a view_item_list of its own. */
  list?: ChunkedList;
};

export type ChunkedList = Ga4List & { chunkSize: number };

type Chunk = { page: number; products: ProductCard[] };

/**
 * What infinite scroll does, loaded when the shopper first scrolls (ChunkedProductScroll): the next chunk loads when
 * the end of the loaded cards comes within 1500 px below the viewport (2500 px below 992 px) or was scrolled past, and
 * is appended; `?page=N` of the chunk in view follows in the address bar (history.replaceState).
 */
export function ChunkScrollDriver({ firstPage, pages, fetchChunk, queryOf, chunkLabel, currency, locale, vatNote, sentinel, onProgress, list }: ChunkScrollDriverProps) {
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [status, setStatus] = useState<ScrollProgress['status']>('idle');
  const inFlight = useRef<AbortController | null>(null);
  const lastPage = firstPage + chunks.length;
  const hasMore = lastPage < pages;

  useEffect(() => onProgress({ lastPage, status, retry: () => setStatus('idle') }), [lastPage, status, onProgress]);

  const loadNext = useCallback(async () => {
    if (inFlight.current || !hasMore) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    try {
      const page = lastPage + 1;
      const products = await fetchChunk(page, controller.signal);
      // Twelve cards are rendered in slices between frames, so a scroll in progress stays smooth; the chunk and the
      // idle status commit together, so the next check sees the new end of the cards.
      startTransition(() => {
        setChunks((current) => (current.some((chunk) => chunk.page === page) ? current : [...current, { page, products }]));
        setStatus('idle');
      });
    } catch {
      if (!controller.signal.aborted) setStatus('error');
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [fetchChunk, hasMore, lastPage]);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (!hasMore || status !== 'idle') return;
    const check = () => {
      const target = sentinel.current;
      if (target && target.getBoundingClientRect().top - window.innerHeight <= scrollThresholdPx(window.innerWidth)) void loadNext();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasMore, loadNext, status, sentinel]);

  // Keep `?page=N` of the chunk crossing the upper third of the viewport in the address bar.
  useEffect(() => {
    const marks = Array.from(document.querySelectorAll<HTMLElement>(`[${CHUNK_ATTRIBUTE}]`));
    if (marks.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.filter((candidate) => candidate.isIntersecting).at(-1);
        const page = Number(entry?.target.getAttribute(CHUNK_ATTRIBUTE));
        if (!entry || !Number.isInteger(page) || page < 1) return;
        const url = `${window.location.pathname}${queryOf(page)}${window.location.hash}`;
        if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
      },
      { rootMargin: '-33% 0px -66% 0px' },
    );
    for (const mark of marks) observer.observe(mark);
    return () => observer.disconnect();
  }, [chunks.length, queryOf]);

  return (
    <>
      {chunks.map((chunk) => (
        <section key={chunk.page} {...{ [CHUNK_ATTRIBUTE]: chunk.page }} className={styles.chunk}>
          <ProductGridIsland
            products={chunk.products}
            currency={currency}
            locale={locale}
            vatNote={vatNote}
            label={chunkLabel(chunk.page)}
            eager={false}
            list={list ? { id: list.id, name: list.name, firstIndex: (chunk.page - 1) * list.chunkSize } : undefined}
          />
        </section>
      ))}
    </>
  );
}
