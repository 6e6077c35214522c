'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import type { AddToCartAction, CartLineRequest } from './add-to-cart-action';
import styles from './purchase.module.css';

type Props = { line: CartLineRequest | null; action: AddToCartAction };

/** The add-to-cart button: hands the chosen variant and quantity to `action` and confirms what was added. */
export function AddToCart({ line, action }: Props) {
  const t = useTranslations('Product');
  const tCart = useTranslations('Cart');
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const add = () => {
    if (!line) return;
    startTransition(async () => {
      const result = await action(line);
      setMessage(
        result.ok
          ? { ok: true, text: t('cartSelection', { quantity: result.quantity, title: line.title, ref: line.ref }) }
          : { ok: false, text: tCart('addFailed') },
      );
    });
  };
  return (
    <div className={styles.cart}>
      <button type="button" className={styles.addToCart} onClick={add} disabled={line === null || pending} aria-busy={pending}>
        {t('addToCart')}
      </button>
      <p role="status" className={message && !message.ok ? styles.error : styles.confirm}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
