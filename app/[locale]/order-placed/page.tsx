import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { BankTransfer } from '@/components/orders/bank-transfer';
import { CancelOrder } from '@/components/orders/cancel-order';
import { PurchaseEvent } from '@/components/analytics/purchase-event';
import { CartRefresh } from '@/components/orders/cart-refresh';
import { OrderDeliveryWindow } from '@/components/orders/order-delivery-window';
import { OrderSummary } from '@/components/orders/order-summary';
import styles from '@/components/orders/orders.module.css';
import { KeepWhole, Unbroken } from '@/components/orders/unbroken';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getLayoutData } from '@/lib/layout/server';
import { signedOrderLinks } from '@/lib/orders/order-link-server';
import { purchaseEvent } from '@/lib/analytics/ga4-purchase';
import { orderMoney } from '@/lib/orders/order-money';
import { orderOfLink, privatePageMetadata } from '@/lib/orders/order-page';
import { isCancellable, nextStepOf, transferReference, type NextStep } from '@/lib/orders/order-view';
import { loadQrCode } from '@/lib/orders/server';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One shopper's order, read through its signed link on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Orders.placed' });
  return privatePageMetadata(t('metaTitle'));
}

const NEXT_STEP_KEYS: Record<NextStep, 'paid' | 'transfer' | 'courier' | 'awaitingPayment' | 'cancelled' | 'paymentFailed' | 'refunded'> = {
  paid: 'paid',
  transfer: 'transfer',
  courier: 'courier',
  'awaiting-payment': 'awaitingPayment',
  cancelled: 'cancelled',
  'payment-failed': 'paymentFailed',
  refunded: 'refunded',
};

/**
 * /order-placed?order={ref}&h={hash} (S2-55): the thank-you page of an order, as the backend says it stands: order
 * number, the e-mail the confirmation went to, what happens next for its payment method (paid: shipping; prepayment:
 * the transfer with bank details and the EPC QR code for euros; cash on delivery: pay the courier), the order summary,
 * the guest order page, and 'cancel order' for an unpaid prepayment or cash-on-delivery order. It asks for the cart
 * again, which the backend has emptied. A failed payment goes to /order-failed.
 */
export default async function OrderPlacedRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const query = await searchParams;
  const order = await orderOfLink(query.order, query.h);
  const links = signedOrderLinks(order.ref);
  const step = nextStepOf(order);
  if (step === 'payment-failed') redirect(links.failed);

  const [t, format, layout, qr] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'Orders.placed' }),
    getFormatter({ locale: shop.locale }),
    getLayoutData(shop),
    step === 'transfer' && order.currency === 'EUR' ? loadQrCode(order.id) : Promise.resolve(null),
  ]);
  const money = orderMoney(order.currency, shop.locale, { code: layout.config.currency_code, symbol: layout.config.currency_symbol });
  const bank = order.bank_details ?? (qr?.ok ? qr.data.bank_details : null);
  const title = t('metaTitle');
  const purchase = purchaseEvent(order);

  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={title} />
      <div className={styles.page} data-testid="order-placed" data-order-status={order.status}>
        {purchase ? <PurchaseEvent event={purchase} /> : null}
        <h1>{order.status === 'canceled' ? t('headingCancelled') : t('heading')}</h1>
        <p className={styles.lead}>{t('confirmationSent', { email: order.email })}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('orderNumber')}</dt>
            <dd data-testid="order-number">
              <Unbroken>{order.number}</Unbroken>
            </dd>
          </div>
          <div>
            <dt>{t('orderDate')}</dt>
            <dd>{format.dateTime(new Date(order.created_at), { dateStyle: 'long' })}</dd>
          </div>
          <div>
            <dt>{t('amount')}</dt>
            <dd>
              <Unbroken>{money(order.total_taxed)}</Unbroken>
            </dd>
          </div>
          <OrderDeliveryWindow order={order} locale={shop.locale} />
        </dl>

        <section className={styles.panel} aria-labelledby="next-heading">
          <h2 id="next-heading">{t('nextHeading')}</h2>
          <p data-testid="order-next-step" data-step={step}>
            <KeepWhole
              text={t(`next.${NEXT_STEP_KEYS[step]}`, { amount: money(order.total_taxed), reference: transferReference(order, bank) })}
              values={[money(order.total_taxed), transferReference(order, bank)]}
            />
          </p>
        </section>

        {step === 'transfer' && bank ? <BankTransfer bank={bank} money={money} locale={shop.locale} qrModules={qr?.ok ? qr.data.modules : null} /> : null}

        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.orders}>
          <CancelOrder orderRef={order.ref} hash={links.hash} cancellable={isCancellable(order)} />
          <CartRefresh />
        </PageMessages>

        <OrderSummary order={order} money={money} locale={shop.locale} />

        <div className={styles.actions}>
          <Link href={links.invoice} className="button">
            {t('invoiceLink')}
          </Link>
          <Link href="/" className="button button-secondary">
            {t('continueShopping')}
          </Link>
        </div>
      </div>
    </div>
  );
}
