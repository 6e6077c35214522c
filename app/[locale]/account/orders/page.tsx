import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import styles from '@/components/orders/orders.module.css';
import { accountOrdersOfPage } from '@/lib/account/account-order-page';
import { getLayoutData } from '@/lib/layout/server';
import { orderMoney } from '@/lib/orders/order-money';
import { privatePageMetadata } from '@/lib/orders/order-page';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One customer's orders, read with the customer's token on every request (never cached). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'AccountOrders.list' });
  return privatePageMetadata(t('metaTitle'));
}

/**
 * /account/orders (S1-16, S2-177): the customer's orders, newest first (at most ORDER_LIST_LIMIT): number, date,
 * total, status and a link to the detail. A guest is sent to the login page.
 */
export default async function AccountOrdersPage({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  const { orders } = await accountOrdersOfPage();
  const [t, details, format, layout] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'AccountOrders.list' }),
    getTranslations({ locale: shop.locale, namespace: 'Orders.details' }),
    getFormatter({ locale: shop.locale }),
    getLayoutData(shop),
  ]);
  const fallback = { code: layout.config.currency_code, symbol: layout.config.currency_symbol };

  return (
    <div className="container">
      <div className={styles.page} data-testid="account-orders">
        <h1>{t('heading')}</h1>
        {orders === null ? (
          <p className={styles.alert} role="alert">
            {t('unavailable')}
          </p>
        ) : orders.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <table className={styles.orderTable}>
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('total')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} data-testid="account-order-row">
                  <th scope="row">{order.number}</th>
                  <td>{format.dateTime(new Date(order.created_at), { dateStyle: 'medium' })}</td>
                  <td className={styles.amount}>{orderMoney(order.currency, shop.locale, fallback)(order.total_taxed)}</td>
                  <td>{details(`statuses.${order.status}`)}</td>
                  <td>
                    <Link href={`/account/order/${order.id}`} aria-label={t('detailsOf', { number: order.number })} prefetch={false}>
                      {t('details')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
