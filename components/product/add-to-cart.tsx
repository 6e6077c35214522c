'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BusyButton } from '@/components/forms/busy-button';
import type { AddSource, CartLineRequest } from './use-add-to-cart';
import styles from './purchase.module.css';

type Props = {
  line: CartLineRequest | null;
  pending: boolean;
  /** What the last add from this button put in the cart (useAddToCart); null before and while adding. */
  confirmation: string | null;
  onAdd: (line: CartLineRequest, source: AddSource) => void;
  /** The shopper moves towards the button: the cart's add action starts loading (useAddToCart). */
  onPrepare: () => void;
};

/**
 * The add-to-cart button: adds the chosen variant and quantity (useAddToCart) and confirms it in the status line under
 * it, with the way to the cart: the one confirmation of an add from here, never over the button, announced once
 * (a live region from the first render). The button keeps the focus while it adds (BusyButton); it is disabled only
 * while nothing orderable is chosen.
 */
export function AddToCart({ line, pending, confirmation, onAdd, onPrepare }: Props) {
  const t = useTranslations('Product');
  const tBuy = useTranslations('MobileBuy');
  return (
    <div className={styles.cart}>
      <BusyButton
        className={styles.addToCart}
        onPointerDown={onPrepare}
        onFocus={onPrepare}
        onClick={() => (line ? onAdd(line, 'page') : undefined)}
        disabled={line === null}
        busy={pending}
      >
        {t('addToCart')}
      </BusyButton>
      <p className={styles.confirm} role="status" data-testid="add-outcome">
        {confirmation ? (
          <>
            {confirmation}{' '}
            <Link href="/cart" className={styles.confirmLink}>
              {tBuy('toCart')}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
