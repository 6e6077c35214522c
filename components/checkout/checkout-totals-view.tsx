'use client';

import { useTranslations } from 'next-intl';
import type { CheckoutTotals } from '@/lib/checkout/checkout-state';
import styles from './checkout.module.css';

type Props = {
  totals: CheckoutTotals;
  money: (amount: number) => string;
  freightTitles: string[];
  /** Net prices with '0 % VAT' (a business customer with a checked VAT number, ADR 0031). */
  vatExcluded?: boolean;
};

/**
 * Value of goods, shipping (the freight forwarder's surcharge as its own explained line when bulky items go by
 * freight), payment surcharge, discount, total and the VAT in it; a delivery outside the EU says it is a tax-free export
 * (0 %) instead, and an order without VAT shows 0 %, never a VAT line without an amount.
 */
export function CheckoutTotalsView({ totals, money, freightTitles, vatExcluded = false }: Props) {
  const t = useTranslations('Checkout');
  const tb = useTranslations('BusinessPrices');
  return (
    <dl className={styles.totals} data-testid="checkout-totals">
      <div>
        <dt>{t('goods')}</dt>
        <dd>{money(totals.goods)}</dd>
      </div>
      <div data-testid="checkout-shipping">
        <dt>
          {totals.freight ? t('freightLine') : t('shipping')}
          {totals.freight ? <span className={styles.freightNote}>{t('freightExplain', { titles: freightTitles.join(', ') })}</span> : null}
        </dt>
        <dd>{totals.shipping === null ? t('shippingUnknown') : totals.shipping === 0 ? t('free') : money(totals.shipping)}</dd>
      </div>
      {totals.fee > 0 ? (
        <div>
          <dt>{t('fee')}</dt>
          <dd>{money(totals.fee)}</dd>
        </div>
      ) : null}
      {totals.discount > 0 ? (
        <div>
          <dt>{t('discount')}</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      ) : null}
      <div className={styles.total}>
        <dt>{t('total')}</dt>
        <dd data-testid="checkout-total">{money(totals.total)}</dd>
      </div>
      {vatExcluded ? (
        <div className={styles.vat} data-testid="checkout-zero-vat">
          <dt>{tb('zeroVatNote')}</dt>
          <dd>{tb('netPricesNote')}</dd>
        </div>
      ) : null}
      {!vatExcluded && totals.taxFreeExport === true ? (
        <div className={styles.vat} data-testid="checkout-tax-free-export">
          <dt>{t('exportNoVat')}</dt>
          <dd>{money(0)}</dd>
        </div>
      ) : null}
      {!vatExcluded && totals.taxFreeExport !== true && totals.vat.length === 0 && totals.total > 0 ? (
        <div className={styles.vat}>
          <dt>{t('vatIncluded', { percent: 0 })}</dt>
          <dd>{money(0)}</dd>
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
