'use client';

import { useCallback, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useToastStore } from '@/lib/ui-state/toast-store';
import type { AddToCartCall } from './cart-adder';

/** What the product page hands to the cart: the product, the chosen variant (PSE) and the adjusted quantity. */
export type CartLineRequest = { productId: number; pseId: number; ref: string; title: string; quantity: number };

export type AddOutcome = { ok: boolean; text: string };

/** The add action once CartAdder has mounted, and a promise of it for a tap that comes before. */
function pendingAdder() {
  let resolve: (add: AddToCartCall) => void = () => undefined;
  const promise = new Promise<AddToCartCall>((done) => {
    resolve = done;
  });
  return { promise, resolve, current: null as AddToCartCall | null };
}

/**
 * Adding the chosen variant to the cart, shared by the page's add-to-cart button and the buy bar of narrow screens:
 * one pending state, one outcome. Success is confirmed by a toast with a link to the cart (seen wherever the shopper
 * is on the page, announced politely); a failure shows the cart's error toast (useCartActions).
 *
 * The cart actions come with CartAdder, which the purchase box renders once `adderWanted` is true: `prepare` (pointer
 * or focus on an add button) or the first add sets it. A tap before its code has arrived waits for it, pending.
 */
export function useAddToCart() {
  const t = useTranslations('Product');
  const tCart = useTranslations('Cart');
  const tBuy = useTranslations('MobileBuy');
  const toast = useToastStore((state) => state.show);
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const [adderWanted, setAdderWanted] = useState(false);
  const adder = useRef(pendingAdder());
  const onAdderReady = useCallback((add: AddToCartCall) => {
    adder.current.current = add;
    adder.current.resolve(add);
  }, []);
  const prepare = useCallback(() => setAdderWanted(true), []);
  const addLine = useCallback(
    (line: CartLineRequest) => {
      setAdderWanted(true);
      startTransition(async () => {
        const add = adder.current.current ?? (await adder.current.promise);
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
    [t, tCart, tBuy, toast],
  );
  return { addLine, pending, outcome, prepare, adderWanted, onAdderReady };
}
