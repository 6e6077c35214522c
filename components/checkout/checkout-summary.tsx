'use client';

import { useTranslations } from 'next-intl';
import { useCartMoney } from '@/components/cart/use-cart-money';
import type { CheckoutState, CheckoutTotals } from '@/lib/checkout/checkout-state';
import { CheckoutLines } from './checkout-lines';
import { CheckoutTotalsView } from './checkout-totals-view';
import styles from './checkout.module.css';

/** The order summary beside the address and shipping steps: the lines and the totals for the delivery country. */
export function CheckoutSummary({ state, totals, countryName }: { state: CheckoutState; totals: CheckoutTotals; countryName: string }) {
  const t = useTranslations('Checkout');
  const money = useCartMoney(state.cart);
  return (
    <aside className={styles.aside} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{t('summaryHeading')}</h2>
      <p className={styles.note}>{t('deliveryTo', { country: countryName })}</p>
      <CheckoutLines lines={state.cart.lines} money={money} countryName={countryName} />
      <CheckoutTotalsView totals={totals} money={money} freightTitles={state.freightTitles} vatExcluded={state.cart.vatExcluded === true} />
    </aside>
  );
}
