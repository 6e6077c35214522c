'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CartView } from '@/lib/cart/cart-view';
import { CartTotals } from './cart-totals';
import { useCartMoney } from './use-cart-money';
import type { useCartActions } from './use-cart-actions';
import styles from './cart.module.css';

/** The cart page's summary: postage estimate for the delivery country, coupon field, totals with VAT, checkout. */
export function CartSummary({ view, countryName, actions }: { view: CartView; countryName: string; actions: ReturnType<typeof useCartActions> }) {
  const t = useTranslations('CartPage');
  const tCart = useTranslations('Cart');
  const money = useCartMoney(view);
  const [code, setCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const { totals } = view;
  const missing = totals.freeShippingFrom !== null && totals.shipment !== 0 ? Math.max(0, totals.freeShippingFrom - totals.goods) : 0;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setCouponError(tCart('couponInvalid'));
      return;
    }
    const result = await actions.applyCoupon(code.trim());
    setCouponError(result.ok ? null : result.code === 'coupon-invalid' ? tCart('couponInvalid') : tCart('reason.cart-unavailable'));
    if (result.ok) setCode('');
  };

  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary')}</h2>
      <p className={styles.note} data-testid="shipping-to">
        {t('shippingTo', { country: countryName })}
        {missing > 0 ? <> · {t('freeShippingMissing', { amount: money(missing) })}</> : null}
      </p>
      <CartTotals view={view} />
      <form className={styles.coupon} onSubmit={(event) => void apply(event)} noValidate>
        <label htmlFor="cart-coupon" className="visually-hidden">
          {t('coupon')}
        </label>
        <input
          id="cart-coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('coupon')}
          maxLength={64}
          aria-invalid={couponError !== null}
          aria-describedby={couponError ? 'cart-coupon-error' : undefined}
        />
        <button type="submit" className="button button-secondary">
          {t('couponApply')}
        </button>
      </form>
      {couponError ? (
        <p id="cart-coupon-error" className={styles.error} role="alert">
          {couponError}
        </p>
      ) : null}
      {view.coupon ? <p className={styles.note}>{t('couponApplied', { code: view.coupon })}</p> : null}
      <p className={styles.note}>{t('priceGuarantee')}</p>
      <Link href="/checkout" className={`button ${styles.checkout}`}>
        {t('checkout')}
      </Link>
    </aside>
  );
}
