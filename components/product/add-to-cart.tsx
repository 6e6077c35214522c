'use client';

import { useTranslations } from 'next-intl';
import type { AddOutcome, CartLineRequest } from './use-add-to-cart';
import styles from './purchase.module.css';

type Props = {
  line: CartLineRequest | null;
  pending: boolean;
  outcome: AddOutcome | null;
  onAdd: (line: CartLineRequest) => void;
  /** The shopper moves towards the button: the cart's add action starts loading (useAddToCart). */
  onPrepare: () => void;
};

/**
 * The add-to-cart button: adds the chosen variant and quantity (useAddToCart) and repeats the outcome beside it; the
 * toast with its link to the cart is what screen readers hear, so this line is not a live region too. Disabled while
 * nothing orderable is chosen.
 */
export function AddToCart({ line, pending, outcome, onAdd, onPrepare }: Props) {
  const t = useTranslations('Product');
  return (
    <div className={styles.cart}>
      <button
        type="button"
        className={styles.addToCart}
        onPointerDown={onPrepare}
        onFocus={onPrepare}
        onClick={() => (line ? onAdd(line) : undefined)}
        disabled={line === null || pending}
        aria-busy={pending}
      >
        {t('addToCart')}
      </button>
      <p className={outcome && !outcome.ok ? styles.error : styles.confirm} data-testid="add-outcome">
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
