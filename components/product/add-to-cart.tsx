'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useCartActions } from '@/components/cart/use-cart-actions';
import styles from './purchase.module.css';

/** What the product page hands to the cart: the product, the chosen variant (PSE) and the adjusted quantity. */
export type CartLineRequest = { productId: number; pseId: number; ref: string; title: string; quantity: number };

/**
 * The add-to-cart button: adds the chosen variant and quantity to the shopper's cart and confirms what was added
 * (a failure shows the cart's error toast and says so here too). Disabled while nothing orderable is chosen.
 */
export function AddToCart({ line }: { line: CartLineRequest | null }) {
  const t = useTranslations('Product');
  const tCart = useTranslations('Cart');
  const { add } = useCartActions();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const onAdd = () => {
    if (!line) return;
    startTransition(async () => {
      const result = await add({ productId: line.productId, pseId: line.pseId, quantity: line.quantity });
      setMessage(
        result.ok
          ? { ok: true, text: t('cartAdded', { quantity: line.quantity, title: line.title, ref: line.ref }) }
          : { ok: false, text: tCart('addFailed') },
      );
    });
  };
  return (
    <div className={styles.cart}>
      <button type="button" className={styles.addToCart} onClick={onAdd} disabled={line === null || pending} aria-busy={pending}>
        {t('addToCart')}
      </button>
      <p role="status" className={message && !message.ok ? styles.error : styles.confirm}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
