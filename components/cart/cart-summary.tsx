'use client';

import { useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CartView } from '@/lib/cart/cart-view';
import { useOutOfView } from '@/components/layout/use-out-of-view';
import { MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { CartCheckoutBar } from './cart-checkout-bar';
import { CartDeliveryWindow } from './cart-delivery-window';
import { CartTotals } from './cart-totals';
import { useCartMoney } from './use-cart-money';
import type { useCartActions } from './use-cart-actions';
import styles from './cart.module.css';

/** Height of the checkout bar (cart.module.css sets the same): the part of the screen it covers. */
const CHECKOUT_BAR_HEIGHT_PX = 76;

/** The cart page's summary: postage estimate and delivery window for the delivery country, coupon field, totals with VAT, checkout. */
export function CartSummary({ view, countryName, actions }: { view: CartView; countryName: string; actions: ReturnType<typeof useCartActions> }) {
  const t = useTranslations('CartPage');
  const tCart = useTranslations('Cart');
  const tb = useTranslations('BusinessPrices');
  const tBuy = useTranslations('MobileBuy');
  const money = useCartMoney(view);
  const [code, setCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const { totals } = view;
  // The checkout bar of narrow screens shows while the summary's own checkout button is out of view (docs/adr/0035).
  const checkoutLink = useRef<HTMLAnchorElement>(null);
  const barShown = useOutOfView(checkoutLink, MEDIA_BELOW_MENU, CHECKOUT_BAR_HEIGHT_PX);
  const missing = totals.freeShippingFrom !== null && totals.shipment !== 0 ? Math.max(0, totals.freeShippingFrom - totals.goods) : 0;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setCouponError(tCart('couponInvalid'));
      return;
    }
    const result = await actions.applyCoupon(code.trim());
    setCouponError(result.ok ? null : result.error === 'coupon-invalid' ? tCart('couponInvalid') : tCart('reason.cart-unavailable'));
    if (result.ok) setCode('');
  };

  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary')}</h2>
      <p className={styles.note} data-testid="shipping-to">
        {t('shippingTo', { country: countryName })}
        {missing > 0 ? <> · {t('freeShippingMissing', { amount: money(missing) })}</> : null}
      </p>
      <CartDeliveryWindow view={view} className={styles.note} />
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
      <Link ref={checkoutLink} href="/checkout" className={`button ${styles.checkout}`}>
        {t('checkout')}
      </Link>
      <CartCheckoutBar shown={barShown} total={money(totals.total)} note={view.vatExcluded ? tb('zeroVatNote') : tBuy('totalVatIncluded')} />
    </aside>
  );
}
