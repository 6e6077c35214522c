'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useBottomBarSpace } from '@/components/layout/use-bottom-bar-space';
import type { StockLabel } from '@/lib/catalog/stock-label';
import { BusyButton } from '@/components/forms/busy-button';
import type { AddSource, CartLineRequest } from './use-add-to-cart';
import styles from './purchase.module.css';

type Props = {
  shown: boolean;
  title: string;
  /** The price as the price box shows it (formatted), and its VAT and shipping note. */
  amount: string;
  priceNote: string;
  stock: { text: string; tone: StockLabel['tone'] } | null;
  line: CartLineRequest | null;
  pending: boolean;
  onAdd: (line: CartLineRequest, source: AddSource) => void;
  /** The shopper moves towards the button: the cart's add action starts loading (useAddToCart). */
  onPrepare: () => void;
};

/**
 * The buy bar of narrow screens (below 992 px): price, stock and add to cart at the bottom of the screen while the
 * page's own add-to-cart button is out of view (above the first screen's fold, or scrolled past). It adds the same
 * variant and quantity through the same call; hidden (not only moved away) when not shown, so it is never read or
 * tabbed to twice. docs/adr/0035. Its code loads when it first shows (ProductPurchase, ADR 0043).
 */
export function StickyBuyBar({ shown, title, amount, priceNote, stock, line, pending, onAdd, onPrepare }: Props) {
  const t = useTranslations('Product');
  const tBuy = useTranslations('MobileBuy');
  const bar = useRef<HTMLDivElement>(null);
  useBottomBarSpace(bar, shown);
  return (
    <div ref={bar} className={styles.buyBar} hidden={!shown} role="region" aria-label={tBuy('barLabel', { title })} data-testid="buy-bar">
      <p className={styles.barPrice}>
        <span className={styles.barAmount}>{amount}</span>
        <span className={styles.barNote}>{priceNote}</span>
        {stock ? <span className={`${styles.barStock} ${styles[stock.tone]}`}>{stock.text}</span> : null}
      </p>
      <BusyButton
        className={`${styles.addToCart} ${styles.barButton}`}
        onPointerDown={onPrepare}
        onFocus={onPrepare}
        onClick={() => (line ? onAdd(line, 'bar') : undefined)}
        disabled={line === null}
        busy={pending}
      >
        {t('addToCart')}
      </BusyButton>
    </div>
  );
}
