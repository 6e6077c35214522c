import { getTranslations } from 'next-intl/server';
import type { Order } from '@/contract/checkout';
import { goodsTotal } from '@/lib/orders/order-view';
import type { AppLocale } from '@/contract/shops';
import styles from './orders.module.css';

type Props = { order: Order; money: (amount: number) => string; locale: AppLocale };

/**
 * The order's lines and amounts as the backend froze them when the order was placed: value of goods, shipping
 * (free at 0), payment fee and discount where there are any, the total and the VAT in it per rate (a delivery outside
 * the EU: the tax-free export).
 */
export async function OrderSummary({ order, money, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Orders.summary' });
  return (
    <section className={styles.panel} aria-labelledby="order-summary-heading" data-testid="order-summary">
      <h2 id="order-summary-heading">{t('heading')}</h2>
      <ul className={styles.lines}>
        {order.products.map((line) => (
          <li key={line.id} className={styles.line}>
            <div>
              <h3>{line.title}</h3>
              {line.variation ? <p>{line.variation}</p> : null}
              <p>{t('articleNumber', { ref: line.ref })}</p>
              <p>
                {t('quantity')}: {line.quantity} × {money(line.unit_price_taxed)}
              </p>
            </div>
            <div className={styles.lineTotal}>{money(line.total_taxed)}</div>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('goods')}</dt>
          <dd>{money(goodsTotal(order))}</dd>
        </div>
        <div>
          <dt>{t('shipping')}</dt>
          <dd data-testid="order-shipping">{order.postage_taxed === 0 ? t('free') : money(order.postage_taxed)}</dd>
        </div>
        {order.payment_fee_taxed > 0 ? (
          <div>
            <dt>{t('paymentFee')}</dt>
            <dd>{money(order.payment_fee_taxed)}</dd>
          </div>
        ) : null}
        {order.discount_taxed > 0 ? (
          <div>
            <dt>{order.coupon_code ? t('discountCoupon', { code: order.coupon_code }) : t('discount')}</dt>
            <dd>−{money(order.discount_taxed)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>{t('total')}</dt>
          <dd data-testid="order-total">{money(order.total_taxed)}</dd>
        </div>
        {order.tax_free_export === true ? (
          <div className={styles.vat} data-testid="order-tax-free-export">
            <dt>{t('taxFreeExport')}</dt>
            <dd>{money(0)}</dd>
          </div>
        ) : null}
        {order.taxes.map((tax) => (
          <div key={tax.percent} className={styles.vat}>
            <dt>{t('vatIncluded', { percent: tax.percent })}</dt>
            <dd>{money(tax.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
