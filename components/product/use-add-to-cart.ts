'use client';

import { useCallback, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useToastStore } from '@/lib/ui-state/toast-store';
import type { AddToCartCall } from './cart-adder';

/** What the product page hands to the cart: the product, the chosen variant (PSE) and the adjusted quantity. */
export type CartLineRequest = { productId: number; pseId: number; ref: string; title: string; quantity: number };

/** Which add-to-cart button acted: the page's own (beside the quantity) or the buy bar of narrow screens. */
export type AddSource = 'page' | 'bar';

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
 * one pending state. Each add is confirmed once, next to the button that acted and never over it: under the page's
 * button (its status line, `confirmation`), or in a toast above the buy bar (the bar is shown because the page's
 * button is out of view). Both are polite live regions, so a screen reader hears it once. A failure shows the cart's
 * error toast (useCartActions, spec S8-04) and nothing else.
 *
 * The cart actions come with CartAdder, which the purchase box renders once `adderWanted` is true: `prepare` (pointer
 * or focus on an add button) or the first add sets it. A tap before its code has arrived waits for it, pending.
 */
export function useAddToCart() {
  const t = useTranslations('Product');
  const tBuy = useTranslations('MobileBuy');
  const toast = useToastStore((state) => state.show);
  const [pending, startTransition] = useTransition();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [adderWanted, setAdderWanted] = useState(false);
  const adder = useRef(pendingAdder());
  const onAdderReady = useCallback((add: AddToCartCall) => {
    adder.current.current = add;
    adder.current.resolve(add);
  }, []);
  const prepare = useCallback(() => setAdderWanted(true), []);
  const addLine = useCallback(
    (line: CartLineRequest, source: AddSource) => {
      setAdderWanted(true);
      // Emptied first, so the same text again is a change the live region announces.
      setConfirmation(null);
      startTransition(async () => {
        const add = adder.current.current ?? (await adder.current.promise);
        const result = await add({ productId: line.productId, pseId: line.pseId, quantity: line.quantity });
        if (!result.ok) return;
        const text = t('cartAdded', { quantity: line.quantity, title: line.title, ref: line.ref });
        if (source === 'bar') toast('success', text, { href: '/cart', label: tBuy('toCart') });
        else setConfirmation(text);
      });
    },
    [t, tBuy, toast],
  );
  return { addLine, pending, confirmation, prepare, adderWanted, onAdderReady };
}
