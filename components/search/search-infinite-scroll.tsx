'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ProductGrid } from '@/components/catalog/product-grid';
import listingStyles from '@/components/catalog/listing.module.css';
import type { ProductCard } from '@/lib/contract/product';
import { CHUNK_ATTRIBUTE, scrollThresholdPx } from '@/lib/catalog/listing-scroll';
import type { CurrencySettings } from '@/lib/pricing/money';
import { fetchSearchChunk } from '@/lib/search/live-search-fetch';
import type { SearchState } from '@/lib/search/search-state';
import { searchHref, searchQueryString } from '@/lib/search/search-url';

type Props = {
  /** The state of the server-rendered chunk. */
  state: SearchState;
  pages: number;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
};

type Chunk = { page: number; products: ProductCard[] };

/**
 * Infinite scroll of the results page, the listings' rule (lib/catalog/listing-scroll.ts): the next chunk of 12
 * from `/api/search` when the end of the cards comes within 1500 px (2500 px below 992 px), appended below the
 * server-rendered chunk; `?page=N` of the chunk in view follows in the address bar. Plain previous/next links stay
 * in the HTML for crawlers and shoppers without JavaScript.
 */
export function SearchInfiniteScroll({ state, pages, currency, locale, vatNote }: Props) {
  const t = useTranslations('Search');
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const sentinel = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const lastPage = state.page + chunks.length;
  const hasMore = lastPage < pages;

  const loadNext = useCallback(async () => {
    if (inFlight.current || !hasMore) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    try {
      const page = lastPage + 1;
      const result = await fetchSearchChunk({ ...state, page }, controller.signal);
      setChunks((current) => (current.some((chunk) => chunk.page === page) ? current : [...current, { page, products: result.products }]));
      setStatus('idle');
    } catch {
      if (!controller.signal.aborted) setStatus('error');
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [hasMore, lastPage, state]);

  useEffect(() => () => inFlight.current?.abort(), []);

  // Fetch when the end of the loaded cards comes within the threshold below the viewport (or was scrolled past).
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
  }, [hasMore, loadNext, status]);

  // Keep `?page=N` of the chunk crossing the upper third of the viewport in the address bar.
  useEffect(() => {
    const marks = Array.from(document.querySelectorAll<HTMLElement>(`[${CHUNK_ATTRIBUTE}]`));
    if (marks.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.filter((candidate) => candidate.isIntersecting).at(-1);
        const page = Number(entry?.target.getAttribute(CHUNK_ATTRIBUTE));
        if (!entry || !Number.isInteger(page) || page < 1) return;
        const url = `${window.location.pathname}${searchQueryString({ ...state, page })}${window.location.hash}`;
        if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
      },
      { rootMargin: '-33% 0px -66% 0px' },
    );
    for (const mark of marks) observer.observe(mark);
    return () => observer.disconnect();
  }, [chunks.length, state]);

  return (
    <>
      {chunks.map((chunk) => (
        <section key={chunk.page} {...{ [CHUNK_ATTRIBUTE]: chunk.page }} className={listingStyles.chunk}>
          <ProductGrid products={chunk.products} currency={currency} locale={locale} vatNote={vatNote} label={t('chunkLabel', { page: chunk.page })} eager={false} />
        </section>
      ))}
      <div ref={sentinel} className={listingStyles.sentinel} aria-hidden="true" />
      <p className={listingStyles.status} role="status">
        {status === 'loading' ? t('loadingMore') : null}
      </p>
      {status === 'error' ? (
        <p className={listingStyles.loadError}>
          {t('loadError')}{' '}
          <button type="button" className={listingStyles.retry} onClick={() => setStatus('idle')}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {pages > 1 ? (
        <nav className={listingStyles.pager} aria-label={t('pagination')}>
          {state.page > 1 ? (
            <a href={searchHref({ ...state, page: state.page - 1 })} rel="prev" className={listingStyles.pagerLink}>
              {t('previous')}
            </a>
          ) : null}
          <span className={listingStyles.pagerInfo}>{t('pageOf', { page: lastPage, pages })}</span>
          {hasMore ? (
            <a href={searchHref({ ...state, page: lastPage + 1 })} rel="next" className={listingStyles.pagerLink}>
              {t('next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
