'use client';

import { useEffect } from 'react';
import { useCartActions } from '@/components/cart/use-cart-actions';
import type { AddLineInput } from '@/lib/cart/cart-input';
import type { CartCallResult } from '@/lib/cart/cart-client';

export type AddToCartCall = (line: AddLineInput) => Promise<CartCallResult>;

/**
 * The cart's add action for the product page, rendered nothing: it hands `add` of useCartActions (optimistic update,
 * error toast, analytics event) to the purchase box. Loaded on the shopper's first move towards an add-to-cart
 * button (useAddToCart), so the cart actions' code is not in the product page's first-load JavaScript (ADR 0043).
 */
export function CartAdder({ onReady }: { onReady: (add: AddToCartCall) => void }) {
  const { add } = useCartActions();
  useEffect(() => onReady(add), [add, onReady]);
  return null;
}
