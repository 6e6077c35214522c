'use client';

import { useTranslations } from 'next-intl';
import type { CartView } from '@/lib/cart/cart-view';
import { useCartMoney } from './use-cart-money';
import styles from './cart-totals.module.css';

/**
 * Value of goods, shipment (free when 0), discount, total and the VAT in it (or '0 % VAT' when the cart is net): the
 * mini-cart's and the cart page's summary.
 */
export function CartTotals({ view }: { view: CartView }) {
  const t = useTranslations('MiniCart');
  const tb = useTranslations('BusinessPrices');
  const money = useCartMoney(view);
  const { totals } = view;
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <div>
        <dt>{t('goods')}</dt>
        <dd data-testid="cart-goods">{money(totals.goods)}</dd>
      </div>
      <div>
        <dt>{t('shipment')}</dt>
        <dd data-testid="cart-shipment">
          {totals.shipment === null ? (
            <>
              <span aria-hidden="true">– </span>
              <span className={styles.vat}>{t('shipmentUnknown')}</span>
            </>
          ) : totals.shipment === 0 ? (
            t('free')
          ) : (
            money(totals.shipment)
          )}
        </dd>
      </div>
      {totals.discount > 0 ? (
        <div>
          <dt>{t('discount')}</dt>
          <dd data-testid="cart-discount">−{money(totals.discount)}</dd>
        </div>
      ) : null}
      <div className={styles.total}>
        <dt>{t('total')}</dt>
        <dd data-testid="cart-total">{money(totals.total)}</dd>
      </div>
      {view.vatExcluded ? (
        <div className={styles.vat} data-testid="cart-zero-vat">
          <dt>{tb('zeroVatNote')}</dt>
          <dd>{tb('netPricesNote')}</dd>
        </div>
      ) : null}
      {totals.vat.map((share) => (
        <div key={share.percent} className={styles.vat}>
          <dt>{t('vatIncluded', { percent: share.percent })}</dt>
          <dd>{money(share.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
