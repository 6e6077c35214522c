import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CartRefresh } from '@/components/orders/cart-refresh';
import { PaymentProcessing } from '@/components/orders/payment-processing';
import styles from '@/components/orders/orders.module.css';
import { PageMessages } from '@/components/providers/page-messages';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { checkedOrderId, signedOrderLinks } from '@/lib/orders/order-link-server';
import { privatePageMetadata } from '@/lib/orders/order-page';
import { pathOfProgress, progressOf, retryWaitLeftMs } from '@/lib/orders/payment-progress';
import { loadPaymentState } from '@/lib/orders/server';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** The payment state of one shopper's order, read through its signed link on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Orders.processing' });
  return privatePageMetadata(t('metaTitle'));
}

/** The wait before a new payment still left at the time of this request. */
function retryWaitLeftNow(paymentStartedAt: string): number {
  return retryWaitLeftMs(paymentStartedAt, Date.now());
}

/**
 * /checkout/processing?order={ref}&h={hash} (S2-176): 'your payment is being processed' while the provider has not
 * confirmed a payment. The page asks for the state every 2 s and moves on by itself; a payment that is no longer
 * pending goes straight to its page.
 */
export default async function PaymentProcessingRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const query = await searchParams;
  const orderId = checkedOrderId(query.order, query.h);
  if (orderId === null || typeof query.order !== 'string') notFound();
  const state = await loadPaymentState(orderId);
  if (!state.ok) {
    if (state.error.code === 'not-found') notFound();
    throw new UpstreamUnavailableError(state.error.detail);
  }
  const links = signedOrderLinks(query.order);
  const progress = progressOf(state.data);
  if (progress !== 'pending') redirect(pathOfProgress(progress, links));

  const t = await getTranslations({ locale: shop.locale, namespace: 'Orders.processing' });
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('metaTitle')} />
      <div className={styles.page}>
        <h1>{t('heading')}</h1>
        <p className={styles.lead}>{t('text', { number: state.data.order_number })}</p>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.orders}>
          <PaymentProcessing orderRef={query.order} hash={links.hash} retryWaitMs={retryWaitLeftNow(state.data.payment_started_at)} />
          <CartRefresh />
        </PageMessages>
      </div>
    </div>
  );
}
