import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CartRefresh } from '@/components/orders/cart-refresh';
import styles from '@/components/orders/orders.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { telHref } from '@/lib/format/href';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getLayoutData } from '@/lib/layout/server';
import { signedOrderLinks } from '@/lib/orders/order-link-server';
import { orderOfLink, privatePageMetadata } from '@/lib/orders/order-page';
import { isSettled, PAY_AGAIN_PATH, pathOfProgress, progressOf } from '@/lib/orders/payment-progress';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One shopper's order, read through its signed link on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Orders.failed' });
  return privatePageMetadata(t('metaTitle'));
}

/**
 * /order-failed?order={ref}&h={hash} (S2-56, S4-40..S4-43): the payment was not successful, the order is closed as a
 * payment error and the cart is kept; try another method (a new order with a new number) or contact support. An
 * order that is in fact paid says so instead (S4-44); a pending or cancelled one goes to its own page.
 */
export default async function OrderFailedRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const query = await searchParams;
  const order = await orderOfLink(query.order, query.h);
  const links = signedOrderLinks(order.ref);
  const progress = progressOf(order);
  const paid = isSettled(order.status);
  if (progress === 'pending' || progress === 'cancelled' || (progress === 'placed' && !paid)) redirect(pathOfProgress(progress, links));

  const [t, layout] = await Promise.all([getTranslations({ locale: shop.locale, namespace: 'Orders.failed' }), getLayoutData(shop)]);
  const { store } = layout;
  if (paid) {
    return (
      <div className="container">
        <Breadcrumb locale={shop.locale} trail={[]} current={t('alreadyPaidHeading')} />
        <div className={styles.page} data-testid="order-already-paid">
          <h1>{t('alreadyPaidHeading')}</h1>
          <p className={styles.info}>{t('alreadyPaid', { number: order.number })}</p>
          <div className={styles.actions}>
            <Link href={links.placed} className="button">
              {t('viewOrder')}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('metaTitle')} />
      <div className={styles.page} data-testid="order-failed">
        <h1>{t('heading')}</h1>
        <p className={styles.alert}>{t('text', { number: order.number })}</p>
        <p>{t('advice')}</p>
        {store.phone || store.email ? (
          <dl className={styles.facts}>
            {store.phone ? (
              <div>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={telHref(store.phone)}>{store.phone}</a>
                </dd>
              </div>
            ) : null}
            {store.email ? (
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${store.email}`}>{store.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className={styles.actions}>
          <Link href={PAY_AGAIN_PATH} className="button" data-testid="pay-again">
            {t('payAgain')}
          </Link>
          <span className={styles.muted}>{t('newNumber')}</span>
        </div>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.orders}>
          <CartRefresh />
        </PageMessages>
      </div>
    </div>
  );
}
