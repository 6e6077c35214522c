'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCard as ProductCardData } from '@/lib/contract/product';
import { listingChunkSchema } from '@/lib/catalog/listing-chunk';
import { CHUNK_ATTRIBUTE, scrollThresholdPx } from '@/lib/catalog/listing-scroll';
import { listingHref, listingQueryString, type ListingState } from '@/lib/catalog/listing-state';
import type { CurrencySettings } from '@/lib/pricing/money';
import { ProductGrid } from './product-grid';
import styles from './listing.module.css';

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
};

type Chunk = { page: number; products: ProductCardData[] };

/**
 * Infinite scroll below the server-rendered chunk: fetches the following chunks of 12 from `/api/listing` when the
 * shopper nears the end (1500 px, 2500 px on narrow screens), appends them, and keeps `?page=N` in the address bar
 * on the chunk in view (history.replaceState). Plain previous/next links stay in the HTML for crawlers and no-JS.
 */
export function ListingInfiniteScroll({ apiQuery, state, pages, path, currency, locale, vatNote }: Props) {
  const t = useTranslations('Listing');
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const sentinel = useRef<HTMLDivElement>(null);
  const lastPage = state.page + chunks.length;
  const hasMore = lastPage < pages;

  const inFlight = useRef(false);

  const loadNext = useCallback(async () => {
    if (inFlight.current || !hasMore) return;
    inFlight.current = true;
    setStatus('loading');
    try {
      const response = await fetch(`/api/listing?${apiQuery}${apiQuery ? '&' : ''}page=${lastPage + 1}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`listing chunk: ${response.status}`);
      const chunk = listingChunkSchema.parse(await response.json());
      setChunks((current) => (current.some((c) => c.page === chunk.page) ? current : [...current, { page: chunk.page, products: chunk.products }]));
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      inFlight.current = false;
    }
  }, [apiQuery, hasMore, lastPage]);

  // Fetch the next chunk when the end of the loaded cards comes within the threshold below the viewport, or has
  // been scrolled past already (a tall footer, a jump to the end of the page).
  useEffect(() => {
    if (!hasMore || status !== 'idle') return;
    const check = () => {
      const target = sentinel.current;
      if (!target) return;
      if (target.getBoundingClientRect().top - window.innerHeight <= scrollThresholdPx(window.innerWidth)) void loadNext();
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
        const visible = entries.filter((entry) => entry.isIntersecting);
        const entry = visible[visible.length - 1];
        const page = Number(entry?.target.getAttribute(CHUNK_ATTRIBUTE));
        if (!entry || !Number.isInteger(page) || page < 1) return;
        const query = listingQueryString({ ...state, page });
        const url = `${window.location.pathname}${query}${window.location.hash}`;
        if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(null, '', url);
      },
      { rootMargin: '-33% 0px -66% 0px' },
    );
    for (const mark of marks) observer.observe(mark);
    return () => observer.disconnect();
  }, [chunks.length, state]);

  return (
    <>
      {chunks.map((chunk) => (
        <section key={chunk.page} {...{ [CHUNK_ATTRIBUTE]: chunk.page }} className={styles.chunk}>
          <ProductGrid products={chunk.products} currency={currency} locale={locale} vatNote={vatNote} label={t('chunkLabel', { page: chunk.page })} eager={false} />
        </section>
      ))}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <p className={styles.status} role="status">
        {status === 'loading' ? t('loading') : null}
      </p>
      {status === 'error' ? (
        <p className={styles.loadError}>
          {t('loadError')}{' '}
          <button type="button" className={styles.retry} onClick={() => setStatus('idle')}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('pagination')}>
          {state.page > 1 ? (
            <a href={listingHref(path, { ...state, page: state.page - 1 })} rel="prev" className={styles.pagerLink}>
              {t('previous')}
            </a>
          ) : null}
          <span className={styles.pagerInfo}>{t('pageOf', { page: lastPage, pages })}</span>
          {hasMore ? (
            <a href={listingHref(path, { ...state, page: lastPage + 1 })} rel="next" className={styles.pagerLink}>
              {t('next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
