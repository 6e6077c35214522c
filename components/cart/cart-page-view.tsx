'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { cartEvent } from '@/lib/analytics/ga4-cart-events';
import type { CartView } from '@/lib/cart/cart-view';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { useCart } from './use-cart';
import { useCartActions } from './use-cart-actions';
import styles from './cart.module.css';

type Props = { initial: CartView | undefined; countries: Record<number, string>; restoreFailed: boolean };

/** The cart page's body: the lines and the summary, kept current by the cart query; every action is optimistic. */
export function CartPageView({ initial, countries, restoreFailed }: Props) {
  const t = useTranslations('CartPage');
  const tCart = useTranslations('Cart');
  const { data: view, isError } = useCart(initial);
  const actions = useCartActions();
  const [confirming, setConfirming] = useState(false);
  // The confirmation replaces the 'Delete all' button: focus goes to its answer, and back to the button on 'Keep them'.
  const confirmYes = useRef<HTMLButtonElement>(null);
  const deleteAll = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmYes.current?.focus();
    else if (asked.current) deleteAll.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  // view_cart once per visit of the page, with the cart as first read (an empty cart is no view of one).
  const viewSent = useRef(false);
  useEffect(() => {
    if (viewSent.current || !view || view.lines.length === 0) return;
    viewSent.current = true;
    pushDataLayer(cartEvent('view_cart', view));
  }, [view]);

  const notice = restoreFailed ? (
    <p className={styles.notice} role="alert">
      {tCart('reason.restore-failed')}
    </p>
  ) : null;
  if (!view) {
    return (
      <>
        {notice}
        <p role={isError ? 'alert' : 'status'}>{isError ? tCart('reason.cart-unavailable') : t('loading')}</p>
      </>
    );
  }
  const countryName = countries[view.countryId] ?? '';
  if (view.lines.length === 0) {
    return (
      <>
        {notice}
        <p className={styles.empty}>{t('empty')}</p>
        <Link href="/" className="button">
          {t('continueShopping')}
        </Link>
      </>
    );
  }
  return (
    <>
      {notice}
      <div className={styles.page} aria-busy={actions.pending}>
        <section aria-label={t('linesLabel')}>
          <div className={styles.toolbar}>
            <p className={styles.muted}>{t('count', { count: view.count })}</p>
            {confirming ? (
              <div role="group" aria-label={t('deleteAllConfirm')}>
                <span>{t('deleteAllConfirm')} </span>
                <button ref={confirmYes} type="button" className="button button-secondary" onClick={() => void actions.clear().then(() => setConfirming(false))}>
                  {t('deleteAllYes')}
                </button>{' '}
                <button type="button" className="link-button" onClick={() => setConfirming(false)}>
                  {t('deleteAllNo')}
                </button>
              </div>
            ) : (
              <button ref={deleteAll} type="button" className="link-button" onClick={() => setConfirming(true)}>
                {t('deleteAll')}
              </button>
            )}
          </div>
          <ul className={styles.lines}>
            {view.lines.map((line) => (
              <CartLineRow key={line.id} line={line} today={view.today} currency={view.currency} countryName={countryName} actions={actions} />
            ))}
          </ul>
        </section>
        <CartSummary view={view} countryName={countryName} actions={actions} />
      </div>
    </>
  );
}
