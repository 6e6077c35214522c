'use client';

import Link from 'next/link';
import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useBottomBarSpace } from '@/components/layout/use-bottom-bar-space';
import styles from './cart.module.css';

/**
 * The cart's checkout bar of narrow screens (below 992 px): the total and the way to the checkout at the bottom of
 * the screen while the summary's own checkout button is out of view, so it never takes two screens of scrolling to
 * reach it. Hidden (not only moved away) when not shown. docs/adr/0035.
 */
export function CartCheckoutBar({ shown, total, note }: { shown: boolean; total: string; note: string }) {
  const t = useTranslations('CartPage');
  const tMini = useTranslations('MiniCart');
  const tBuy = useTranslations('MobileBuy');
  const bar = useRef<HTMLDivElement>(null);
  useBottomBarSpace(bar, shown);
  return (
    <div ref={bar} className={styles.checkoutBar} hidden={!shown} role="region" aria-label={tBuy('cartBarLabel')} data-testid="cart-checkout-bar">
      <p className={styles.barTotal}>
        <span>
          {tMini('total')} <strong data-testid="cart-bar-total">{total}</strong>
        </span>
        <span className={styles.barNote}>{note}</span>
      </p>
      <Link href="/checkout" className={`button ${styles.barCheckout}`}>
        {t('checkout')}
      </Link>
    </div>
  );
}
