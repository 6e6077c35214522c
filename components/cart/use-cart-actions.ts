'use client';

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { addedItems, addToCartEvent, cartChangeEvents } from '@/lib/analytics/ga4-cart-events';
import { cartApi, type CartCallResult } from '@/lib/cart/cart-client';
import type { AddLineInput } from '@/lib/cart/cart-input';
import { changeFulfilmentCenter, decreaseItem, quantityAfterAdd, removeItem, updateItem, addItem, clearItems } from '@/lib/cart/cart-rules';
import { writeCartSnapshot } from '@/lib/cart/cart-snapshot';
import type { CartErrorCode, CartLine, CartView } from '@/lib/cart/cart-view';
import { useToastStore } from '@/lib/ui-state/toast-store';
import { useCartKey } from './use-cart';

type Failure = 'add' | 'remove' | 'update' | 'coupon';
type ToastFailure = Exclude<Failure, 'coupon'>;

/**
 * Cart calls of this page in flight, over all components. Answers of overlapping calls can arrive in any order, so
 * the last one shown may be older than another's; when overlapping calls are all done, the cart is read again.
 */
const inFlight = { count: 0, overlapped: false };

/** A view with other lines: the count follows at once; totals are the server's and follow with its answer. */
function withLines(view: CartView, lines: CartLine[]): CartView {
  return { ...view, lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/** add_to_cart of the units added (priced as the cart answered), one event for a multi-add. */
function trackAdded(view: CartView, lines: ReadonlyArray<{ pseId: number; quantity: number }>): void {
  const items = addedItems(view, lines);
  if (items.length > 0) pushDataLayer(addToCartEvent(view.currency.code, items));
}

/** remove_from_cart (and add_to_cart for a raised quantity) of a change of the cart's lines. */
function trackChange(before: readonly CartLine[], after: CartView): void {
  for (const event of cartChangeEvents(before, after)) pushDataLayer(event);
}

/**
 * The cart actions of the spec (add, multi-add, decrease, update, delete item, delete all, change fulfilment centre,
 * coupon). Each shows its effect at once with the cart rules (optimistic update), sends it to the storefront, then
 * shows the storefront's answer, or rolls back and shows the error toast ('Adding to cart failed' for add, remove and
 * multi-add, as the spec says; a reason where the storefront names one). A removal shows 'Removed from cart'.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  const { shop, countryId, key } = useCartKey();
  const t = useTranslations('Cart');
  const toast = useToastStore((state) => state.show);
  const [pending, setPending] = useState(0);

  const errorText = useCallback(
    (failure: ToastFailure, code: CartErrorCode): string => {
      const lead = failure === 'update' ? t('updateFailed') : t('addFailed');
      return code === 'bad-request' ? lead : `${lead}. ${t(`reason.${code}`)}`;
    },
    [t],
  );

  const run = useCallback(
    async (failure: Failure, optimistic: ((view: CartView) => CartView) | null, call: () => Promise<CartCallResult>): Promise<CartCallResult> => {
      setPending((n) => n + 1);
      inFlight.count += 1;
      if (inFlight.count > 1) inFlight.overlapped = true;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartView>(key);
      if (previous && optimistic) queryClient.setQueryData(key, optimistic(previous));
      try {
        const result = await call();
        if (result.ok) {
          queryClient.setQueryData(key, result.data);
          writeCartSnapshot(shop, result.data);
        } else {
          queryClient.setQueryData(key, previous);
          // A refused coupon is told next to its field (the cart page), not in a toast.
          if (failure !== 'coupon') toast('error', errorText(failure, result.error));
          // Whatever did happen (a multi-add that stopped half way, a cart that is gone), show the truth.
          void queryClient.invalidateQueries({ queryKey: key });
        }
        return result;
      } finally {
        setPending((n) => n - 1);
        inFlight.count -= 1;
        if (inFlight.count === 0 && inFlight.overlapped) {
          inFlight.overlapped = false;
          void queryClient.invalidateQueries({ queryKey: key });
        }
      }
    },
    [queryClient, key, shop, toast, errorText],
  );

  const removedToast = useCallback(() => toast('success', t('removed')), [toast, t]);

  /** The cart's lines before a change, for its analytics events (none when the cart was not read yet). */
  const linesNow = useCallback(() => queryClient.getQueryData<CartView>(key)?.lines ?? null, [queryClient, key]);

  const add = useCallback(
    async (line: AddLineInput): Promise<CartCallResult> => {
      const result = await run(
        'add',
        (view) => {
          const existing = view.lines.find((candidate) => candidate.pseId === line.pseId);
          if (!existing) return { ...view, count: view.count + line.quantity };
          return withLines(view, addItem(view.lines, { ...existing, quantity: quantityAfterAdd(view.lines, line.pseId, line.quantity) }));
        },
        () => cartApi.add(countryId, line),
      );
      if (result.ok) trackAdded(result.data, [line]);
      return result;
    },
    [run, countryId],
  );

  const addMany = useCallback(
    async (lines: AddLineInput[]) => {
      const result = await run('add', null, () => cartApi.addMany(countryId, lines));
      if (result.ok) trackAdded(result.data, lines);
      return result;
    },
    [run, countryId],
  );

  const setQuantity = useCallback(
    async (lineId: number, quantity: number) => {
      const before = linesNow();
      const result = await run('update', (view) => withLines(view, updateItem(view.lines, lineId, quantity)), () =>
        cartApi.change(countryId, lineId, { action: 'update', quantityCount: quantity }),
      );
      if (result.ok && before) trackChange(before, result.data);
      if (result.ok && quantity <= 0) removedToast();
      return result;
    },
    [run, countryId, removedToast, linesNow],
  );

  const decrease = useCallback(
    async (lineId: number, by: number) => {
      const lines = linesNow();
      const before = lines?.find((line) => line.id === lineId);
      const result = await run('remove', (view) => withLines(view, decreaseItem(view.lines, lineId, by)), () =>
        cartApi.change(countryId, lineId, { action: 'decrease', quantityCount: by }),
      );
      if (result.ok && lines) trackChange(lines, result.data);
      if (result.ok && before && !result.data.lines.some((line) => line.id === lineId)) removedToast();
      return result;
    },
    [run, countryId, removedToast, linesNow],
  );

  const remove = useCallback(
    async (lineId: number) => {
      const before = linesNow();
      const result = await run('remove', (view) => withLines(view, removeItem(view.lines, lineId, 0)), () => cartApi.remove(countryId, lineId));
      if (result.ok && before) trackChange(before, result.data);
      if (result.ok) removedToast();
      return result;
    },
    [run, countryId, removedToast, linesNow],
  );

  const clear = useCallback(async () => {
    const before = linesNow();
    const result = await run('remove', (view) => withLines(view, clearItems(view.lines)), () => cartApi.clear(countryId));
    if (result.ok && before) trackChange(before, result.data);
    if (result.ok) removedToast();
    return result;
  }, [run, countryId, removedToast, linesNow]);

  const changeCenter = useCallback(
    (lineId: number, centerId: number) =>
      run('update', (view) => withLines(view, changeFulfilmentCenter(view.lines, lineId, centerId)), () =>
        cartApi.change(countryId, lineId, { action: 'fulfilment', centerId }),
      ),
    [run, countryId],
  );

  const applyCoupon = useCallback((code: string) => run('coupon', null, () => cartApi.coupon(countryId, code)), [run, countryId]);

  return { add, addMany, setQuantity, decrease, remove, clear, changeCenter, applyCoupon, pending: pending > 0 };
}
