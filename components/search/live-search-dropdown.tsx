'use client';

import { LIVE_SEARCH_NEAR_END_PX } from '@/lib/search/search-limits';
import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useRef, type UIEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toHref } from '@/lib/format/href';
import { searchPath } from '@/lib/format/search-path';
import { useNetPrices } from '@/components/account/use-net-prices';
import { EnergyClassMark } from '@/components/product/energy-class-arrow';
import { priceView } from '@/lib/pricing/discount';
import { pricesIn } from '@/lib/product/price-display';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import { dropdownContent, type LiveSearchState } from '@/lib/search/live-search-state';
import styles from './live-search.module.css';

type Props = {
  state: LiveSearchState;
  id: string;
  listboxId: string;
  optionId: (index: number) => string;
  currency: CurrencySettings;
  locale: string;
  /** A product was chosen with the pointer (the link navigates). */
  onChoose: () => void;
  onHover: (index: number) => void;
  /** The listbox was scrolled near its end: load the next chunk. */
  onNearEnd: () => void;
};


/**
 * The dropdown of the live search box: the too-short, loading, empty and error messages, or the products as the
 * options of a listbox (WAI-ARIA combobox pattern: focus stays in the input, aria-activedescendant names the
 * active option). Each option is a link to its product, so a click, a middle click or Enter opens it. Further
 * chunks of 6 load when the list is scrolled near its end.
 */
export function LiveSearchDropdown({ state, id, listboxId, optionId, currency, locale, onChoose, onHover, onNearEnd }: Props) {
  const t = useTranslations('Search');
  const listRef = useRef<HTMLDivElement>(null);
  const content = dropdownContent(state);
  // Net prices for a business customer with a checked VAT number, like the cards (ADR 0031).
  const vatMode = useNetPrices() ? 'net' : 'gross';

  // The active option stays in view while the arrow keys move through a scrolled list.
  useEffect(() => {
    if (state.active < 0) return;
    const option = document.getElementById(optionId(state.active));
    option?.scrollIntoView({ block: 'nearest' });
  }, [optionId, state.active]);

  // A list that does not fill its height cannot be scrolled: fetch on until it can (not again after a failure,
  // which waits for the shopper to scroll).
  useEffect(() => {
    const list = listRef.current;
    if (content === 'results' && !state.moreFailed && list && list.scrollHeight <= list.clientHeight + LIVE_SEARCH_NEAR_END_PX) onNearEnd();
  }, [content, onNearEnd, state.moreFailed, state.products.length]);

  if (content === 'none') return null;

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= LIVE_SEARCH_NEAR_END_PX) onNearEnd();
  }

  const message = content === 'results' ? null : content === 'too-short' ? t('tooShort') : content === 'loading' ? t('loading') : content === 'empty' ? t('empty') : t('error');

  return (
    <div id={id} className={styles.dropdown} data-state={content} aria-busy={state.status === 'loading' ? true : undefined}>
      {message !== null ? (
        <p className={content === 'error' ? `${styles.message} ${styles.error}` : styles.message}>{message}</p>
      ) : (
        <>
          <div
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label={t('suggestions')}
            className={state.status === 'loading' ? `${styles.listbox} ${styles.stale}` : styles.listbox}
            onScroll={onScroll}
          >
            {state.products.map((product, index) => {
              const view = priceView(pricesIn(product.prices, vatMode));
              return (
                <Link
                  key={product.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === state.active}
                  tabIndex={-1}
                  href={toHref(product.url)}
                  className={styles.option}
                  prefetch={false}
                  // Keeps the focus in the input, so the combobox stays the one focused element.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== state.active) onHover(index);
                  }}
                  onClick={onChoose}
                >
                  <span className={styles.thumb} aria-hidden="true">
                    {product.image ? <Image src={product.image.url} alt="" width={48} height={48} /> : null}
                  </span>
                  <span className={styles.text}>
                    <span className={styles.title}>{product.title}</span>
                    {view.sale > 0 ? (
                      <span className={styles.priceLine}>
                        <span className={styles.price}>{formatPrice(view.sale, currency, locale)}</span>
                        {product.energy_label ? <EnergyClassMark label={product.energy_label} /> : null}
                      </span>
                    ) : null}
                  </span>
                </Link>
              );
            })}
          </div>
          {state.loadingMore ? <p className={styles.more}>{t('loadingMore')}</p> : null}
          {state.moreFailed ? <p className={`${styles.more} ${styles.error}`}>{t('loadError')}</p> : null}
          <Link href={searchPath(state.term)} className={styles.showAll} prefetch={false} onClick={onChoose}>
            {t('showAll', { term: state.term })}
          </Link>
        </>
      )}
    </div>
  );
}
