'use client';

import { useLocale } from 'next-intl';
import type { CartView } from '@/lib/cart/cart-view';
import { formatMoney } from '@/lib/pricing/money';

/** Formats the cart's amounts (already in the shop currency) for the page's locale. */
export function useCartMoney(view: Pick<CartView, 'currency'> | undefined): (amount: number) => string {
  const locale = useLocale();
  const currency = { code: view?.currency.code ?? 'EUR', symbol: view?.currency.symbol ?? '€', rate: 1 };
  return (amount: number) => formatMoney(amount, currency, locale);
}
