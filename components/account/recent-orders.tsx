import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Unbroken } from '@/components/orders/unbroken';
import { nextActionOf } from '@/lib/account/order-next-action';
import { accountDocumentHref } from '@/lib/account/order-documents';
import type { Order } from '@/contract/checkout';
import type { AppLocale } from '@/contract/shops';
import styles from './account-overview.module.css';

type Props = {
  /** The newest orders (at most ACCOUNT_OVERVIEW_ORDERS), or null when the backend could not answer. */
  orders: readonly Order[] | null;
  locale: AppLocale;
  money: (order: Order) => string;
};

/**
 * The account overview's recent orders: number, date, status and total of each, with its next action (pay an unpaid
 * prepayment on its page with bank details and QR code, track a sent parcel at the carrier, download the invoice) and
 * its details; then all orders.
 */
export async function RecentOrders({ orders, locale, money }: Props) {
  const [t, statuses, format] = await Promise.all([
    getTranslations({ locale, namespace: 'AccountOverview' }),
    getTranslations({ locale, namespace: 'Orders.details.statuses' }),
    getFormatter({ locale }),
  ]);
  return (
    <section className={styles.panel} aria-labelledby="recent-orders-heading" data-testid="recent-orders">
      <h2 id="recent-orders-heading">{t('ordersHeading')}</h2>
      {orders === null ? (
        <p role="alert">{t('ordersUnavailable')}</p>
      ) : orders.length === 0 ? (
        <p>{t('ordersEmpty')}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => {
            const action = nextActionOf(order);
            const date = format.dateTime(new Date(order.created_at), { dateStyle: 'medium' });
            return (
              <li key={order.id} className={styles.order} data-testid="overview-order">
                <h3 className={styles.orderTitle}>
                  <Link href={`/account/order/${order.id}`} aria-label={t('detailsOf', { number: order.number })} prefetch={false}>
                    <Unbroken testId="overview-order-number">{order.number}</Unbroken>
                  </Link>
                  <span className={styles.muted}> · {date}</span>
                </h3>
                <dl className={styles.orderFacts}>
                  <div>
                    <dt>{t('status')}</dt>
                    <dd data-testid="overview-order-status">{statuses(order.status)}</dd>
                  </div>
                  <div>
                    <dt>{t('total')}</dt>
                    <dd>
                      <Unbroken>{money(order)}</Unbroken>
                    </dd>
                  </div>
                </dl>
                <p className={styles.orderActions}>
                  {action.kind === 'pay' ? (
                    <Link className="button" href={`/account/order/${order.id}#bank-transfer`} aria-label={t('payOf', { number: order.number })} prefetch={false} data-testid="overview-order-action" data-action="pay">
                      {t('pay')}
                    </Link>
                  ) : action.kind === 'track' ? (
                    <a className="button" href={action.url} target="_blank" rel="noopener noreferrer" aria-label={t('trackOf', { number: order.number })} data-testid="overview-order-action" data-action="track">
                      {t('track')}
                    </a>
                  ) : action.kind === 'invoice' ? (
                    <a className="button" href={accountDocumentHref(order.id, 'invoice')} download aria-label={t('invoiceOf', { number: order.number })} data-testid="overview-order-action" data-action="invoice">
                      {t('invoice')}
                    </a>
                  ) : null}
                  <Link className="button button-secondary" href={`/account/order/${order.id}`} aria-label={t('detailsOf', { number: order.number })} prefetch={false}>
                    {t('details')}
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {orders !== null && orders.length > 0 ? (
        <p>
          <Link href="/account/orders" prefetch={false}>
            {t('allOrders')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
