'use client';

import { useEffect, useRef } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CartView } from '@/lib/cart/cart-view';
import { useSessionStore } from '@/lib/ui-state/session-store';
import { CartTotals } from './cart-totals';
import { useCartMoney } from './use-cart-money';
import styles from './mini-cart.module.css';
import { loginPathFor } from '@/lib/account/last-location';

/**
 * The mini-cart (desktop dropdown of the header's cart icon): the lines, value of goods, shipment, discount, total,
 * and the ways on: to the cart, and to the checkout (guests: register, log in, or continue as guest).
 */
export function MiniCart({ view, failed, id, onNavigate }: { view: CartView | undefined; failed: boolean; id: string; onNavigate: () => void }) {
  const t = useTranslations('MiniCart');
  const tCart = useTranslations('Cart');
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const money = useCartMoney(view);
  const lines = view?.lines ?? [];
  const panel = useRef<HTMLDivElement>(null);
  // Focus moves into the panel when it opens.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} id={id} className={styles.miniCart} role="dialog" aria-label={t('title')} tabIndex={-1} data-testid="mini-cart">
      <h2 className={styles.miniTitle}>{t('title')}</h2>
      {!view ? (
        <p className={styles.empty} role={failed ? 'alert' : 'status'}>
          {failed ? tCart('reason.cart-unavailable') : t('loading')}
        </p>
      ) : lines.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          <ul className={styles.miniLines}>
            {lines.map((line) => (
              <li key={line.id} className={styles.miniLine}>
                {line.image ? <Image src={line.image.url} alt="" width={56} height={56} className={styles.thumb} /> : <span className={styles.thumb} />}
                <div>
                  <Link href={line.href} onClick={onNavigate} className={styles.lineTitle}>
                    {line.title}
                  </Link>
                  {line.variation ? <p className={styles.muted}>{line.variation}</p> : null}
                  <p className={styles.muted}>{t('quantityTimes', { quantity: line.quantity, price: money(line.unitPrice) })}</p>
                </div>
                <span className={styles.linePrice}>{money(line.linePrice)}</span>
              </li>
            ))}
          </ul>
          <CartTotals view={view} />
          <MiniCartActions loggedIn={loggedIn} onNavigate={onNavigate} />
        </>
      )}
    </div>
  );
}

/** The ways on from the mini-cart: to the cart, and to the checkout (guests: register, log in, or continue as guest). */
function MiniCartActions({ loggedIn, onNavigate }: { loggedIn: boolean; onNavigate: () => void }) {
  const t = useTranslations('MiniCart');
  return (
    <div className={styles.miniActions}>
      <Link href="/cart" className="button button-secondary" onClick={onNavigate}>
        {t('toCart')}
      </Link>
      {loggedIn ? (
        <Link href="/checkout" className="button" onClick={onNavigate}>
          {t('checkout')}
        </Link>
      ) : (
        <div className={styles.guest}>
          <Link href={`${loginPathFor('/checkout')}&tab=register`} className="button" onClick={onNavigate}>
            {t('registerToContinue')}
          </Link>
          <Link href={loginPathFor('/checkout')} onClick={onNavigate}>
            {t('haveAccount')}
          </Link>
          <p className={styles.or} aria-hidden="true">
            {t('or')}
          </p>
          <Link href="/checkout" className="button button-secondary" onClick={onNavigate}>
            {t('continueAsGuest')}
          </Link>
        </div>
      )}
    </div>
  );
}
