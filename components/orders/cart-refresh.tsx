'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After an order the backend has emptied the cart (at once for cash on delivery and prepayment, on payment for the
 * others): the cart is asked for again, so the header's badge, the mini-cart and the stored snapshot (written by
 * useCart from the answer; an empty cart removes it) show the cart as it is now, also after a client-side navigation.
 */
export function CartRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [queryClient]);
  return null;
}
