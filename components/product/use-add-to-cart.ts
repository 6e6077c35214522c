'use client';

import { useCallback, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useCartActions } from '@/components/cart/use-cart-actions';
import { useToastStore } from '@/lib/ui-state/toast-store';

/** What the product page hands to the cart: the product, the chosen variant (PSE) and the adjusted quantity. */
export type CartLineRequest = { productId: number; pseId: number; ref: string; title: string; quantity: number };

export type AddOutcome = { ok: boolean; text: string };

/**
 * Adding the chosen variant to the cart, shared by the page's add-to-cart button and the buy bar of narrow screens:
 * one pending state, one outcome. Success is confirmed by a toast with a link to the cart (seen wherever the shopper
 * is on the page, announced politely); a failure shows the cart's error toast (useCartActions).
 */
export function useAddToCart() {
  const t = useTranslations('Product');
  const tCart = useTranslations('Cart');
  const tBuy = useTranslations('MobileBuy');
  const { add } = useCartActions();
  const toast = useToastStore((state) => state.show);
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const addLine = useCallback(
    (line: CartLineRequest) => {
      startTransition(async () => {
        const result = await add({ productId: line.productId, pseId: line.pseId, quantity: line.quantity });
        if (result.ok) {
          const text = t('cartAdded', { quantity: line.quantity, title: line.title, ref: line.ref });
          toast('success', text, { href: '/cart', label: tBuy('toCart') });
          setOutcome({ ok: true, text });
        } else {
          setOutcome({ ok: false, text: tCart('addFailed') });
        }
      });
    },
    [add, t, tCart, tBuy, toast],
  );
  return { addLine, pending, outcome };
}
