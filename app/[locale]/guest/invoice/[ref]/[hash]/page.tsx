import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { OrderAddress } from '@/components/orders/order-address';
import { OrderSummary } from '@/components/orders/order-summary';
import styles from '@/components/orders/orders.module.css';
import type { OrderAddress as Address } from '@/lib/contract/checkout';
import { getLayoutData } from '@/lib/layout/server';
import { orderMoney } from '@/lib/orders/order-money';
import { orderOfLink, privatePageMetadata } from '@/lib/orders/order-page';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One guest's order, read through its signed link on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; ref: string; hash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, ref, hash } = await params;
  const shop = shopOfLocale(locale);
  const [t, order] = await Promise.all([getTranslations({ locale: shop.locale, namespace: 'Orders.details' }), orderOfLink(ref, hash)]);
  return privatePageMetadata(t('metaTitle', { number: order.number }));
}

/**
 * /guest/invoice/{ref}/{hash} (spec section 2: the same screen as the account's order detail): a guest's order by its
 * signed link: number, date, status, addresses, delivery and payment method, lines, VAT and totals, and the invoice
 * number and date once there is an invoice. A wrong hash is the not-found page (decisions.md), never a hint.
 */
export default async function GuestInvoiceRoute({ params }: Props) {
  const { locale, ref, hash } = await params;
  const shop = shopOfLocale(locale);
  const order = await orderOfLink(ref, hash);
  const [t, format, layout] = await Promise.all([getTranslations({ locale: shop.locale, namespace: 'Orders.details' }), getFormatter({ locale: shop.locale }), getLayoutData(shop)]);
  const money = orderMoney(order.currency, shop.locale, { code: layout.config.currency_code, symbol: layout.config.currency_symbol });
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const title = t('heading', { number: order.number });
  const addressLabels = (address: Address) => ({
    vatNumber: address.vat_number ? t('vatNumber', { vat: address.vat_number }) : null,
    phone: address.phone ? t('phone', { phone: address.phone }) : null,
  });

  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={title} />
      <div className={styles.page} data-testid="guest-order">
        <h1>{title}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('orderDate')}</dt>
            <dd>{date(order.created_at)}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>
              <span className={styles.status} data-testid="order-status">
                {t(`statuses.${order.status}`)}
              </span>
            </dd>
          </div>
          {order.invoice_ref ? (
            <div>
              <dt>{t('invoiceRef')}</dt>
              <dd>{order.invoice_ref}</dd>
            </div>
          ) : null}
          {order.invoice_date ? (
            <div>
              <dt>{t('invoiceDate')}</dt>
              <dd>{date(order.invoice_date)}</dd>
            </div>
          ) : null}
          {order.tracking_number ? (
            <div>
              <dt>{t('tracking')}</dt>
              <dd>{order.tracking_number}</dd>
            </div>
          ) : null}
        </dl>

        <div className={`${styles.panel} ${styles.columns}`}>
          <section aria-labelledby="delivery-address-heading">
            <h2 id="delivery-address-heading">{t('deliveryAddress')}</h2>
            <OrderAddress address={order.delivery_address} labels={addressLabels(order.delivery_address)} className={styles.address} />
          </section>
          <section aria-labelledby="invoice-address-heading">
            <h2 id="invoice-address-heading">{t('invoiceAddress')}</h2>
            <OrderAddress address={order.invoice_address} labels={addressLabels(order.invoice_address)} className={styles.address} />
          </section>
          <section aria-labelledby="delivery-method-heading">
            <h2 id="delivery-method-heading">{t('deliveryMethod')}</h2>
            <p>{order.delivery_title}</p>
            {order.pickup_center ? <p>{t('pickup', { name: order.pickup_center.name, address: order.pickup_center.address })}</p> : null}
            {order.is_complete_delivery ? <p>{t('completeDelivery')}</p> : null}
          </section>
          <section aria-labelledby="payment-method-heading">
            <h2 id="payment-method-heading">{t('paymentMethod')}</h2>
            <p>{order.payment_title}</p>
          </section>
          {order.message ? (
            <section aria-labelledby="order-message-heading">
              <h2 id="order-message-heading">{t('message')}</h2>
              <p>{order.message}</p>
            </section>
          ) : null}
        </div>

        <OrderSummary order={order} money={money} locale={shop.locale} />
      </div>
    </div>
  );
}
