import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { OrderDocumentKind } from '@/contract/account-orders';
import type { BankDetails, Order, OrderAddress as Address } from '@/contract/checkout';
import { orderDocuments } from '@/lib/account/order-documents';
import { isCancellable, nextStepOf } from '@/lib/orders/order-view';
import type { AppLocale } from '@/contract/shops';
import { BankTransfer } from './bank-transfer';
import { CancelOrder } from './cancel-order';
import { OrderAddress } from './order-address';
import { OrderDeliveryWindow } from './order-delivery-window';
import { OrderSummary } from './order-summary';
import styles from './orders.module.css';
import { Unbroken } from './unbroken';

type Props = {
  order: Order;
  locale: AppLocale;
  money: (amount: number) => string;
  /**
   * The order's own page without a login (the guest order page's signed link), linked under a label; null on that
   * page itself (a page never shows its own address as text).
   */
  orderPageHref: string | null;
  /** Bank details of an unpaid prepayment order (shown again with the QR code until it is paid); null otherwise. */
  bank: BankDetails | null;
  /** The EPC QR code's rows of an unpaid prepayment in euros; null without one. */
  qrModules: readonly string[] | null;
  /** The download of a PDF of the order. */
  documentHref: (kind: OrderDocumentKind) => string;
  /** The order link's reference hash, for the cancel button of an unpaid prepayment or cash-on-delivery order. */
  cancelHash: string;
  /** What follows the facts (the guest page's account offer). */
  children?: ReactNode;
};

/**
 * The order detail screen, one for the account (`/account/order/{id}`, S2-40) and the guest's signed link
 * (`/guest/invoice/{ref}/{hash}`, S2-41): number, date, total, status; tracking number; invoice number, date and the
 * order's unique page link; an unpaid prepayment's bank details and QR code; delivery and billing address; delivery
 * and payment mode; coupon and down payment; the invoice and credit PDFs where the order has them; the cancel button
 * where it may be cancelled; then the lines and totals. The shopper sees one identifier, the order number (the
 * internal reference is only part of links); numbers and amounts never break across lines.
 */
/** Order states before shipping, in which the expected delivery window is worth showing. */
const OPEN_STATUSES: readonly Order['status'][] = ['not_paid', 'paid', 'processing'];

export async function OrderDetail({ order, locale, money, orderPageHref, bank, qrModules, documentHref, cancelHash, children }: Props) {
  const [t, a, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Orders.details' }),
    getTranslations({ locale, namespace: 'AccountOrders.detail' }),
    getFormatter({ locale }),
  ]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const addressLabels = (address: Address) => ({
    vatNumber: address.vat_number ? t('vatNumber', { vat: address.vat_number }) : null,
    phone: address.phone ? t('phone', { phone: address.phone }) : null,
  });
  const documents = orderDocuments(order);
  const fact = (label: string, value: ReactNode, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );

  return (
    <>
      <dl className={styles.facts}>
        {fact(a('number'), <Unbroken>{order.number}</Unbroken>, 'order-number')}
        {fact(t('orderDate'), date(order.created_at), 'order-date')}
        {fact(a('total'), <Unbroken>{money(order.total_taxed)}</Unbroken>, 'order-detail-total')}
        {fact(
          t('status'),
          <span className={styles.status} data-testid="order-status">
            {t(`statuses.${order.status}`)}
          </span>,
          'order-status-fact',
        )}
        {/* The promise holds while the order is on its way to being sent; a sent, cancelled or refunded order needs none. */}
        {OPEN_STATUSES.includes(order.status) ? <OrderDeliveryWindow order={order} locale={locale} /> : null}
        {order.tracking_number
          ? fact(
              t('tracking'),
              order.tracking_url ? (
                <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                  {order.tracking_number}
                  <span className="visually-hidden"> {t('trackingOpensCarrier')}</span>
                </a>
              ) : (
                order.tracking_number
              ),
              'order-tracking',
            )
          : null}
        {order.invoice_ref ? fact(t('invoiceRef'), <Unbroken>{order.invoice_ref}</Unbroken>, 'order-invoice-ref') : null}
        {order.invoice_date ? fact(t('invoiceDate'), date(order.invoice_date), 'order-invoice-date') : null}
        {order.coupon_code ? fact(a('coupon'), order.coupon_code, 'order-coupon') : null}
        {order.down_payment > 0 ? fact(a('downPayment'), <Unbroken>{money(order.down_payment)}</Unbroken>, 'order-down-payment') : null}
      </dl>

      {nextStepOf(order) === 'transfer' && bank ? (
        <>
          <p data-testid="order-pay-hint">{a('payHint')}</p>
          <BankTransfer bank={bank} money={money} locale={locale} qrModules={qrModules} />
        </>
      ) : null}

      <section className={styles.panel} aria-labelledby="order-links-heading">
        <h2 id="order-links-heading">{a('documents')}</h2>
        {orderPageHref ? (
          <p>
            <a href={orderPageHref} data-testid="order-invoice-url">
              {a('orderPageLink')}
            </a>
          </p>
        ) : null}
        {documents.length > 0 ? (
          <ul className={styles.documents}>
            {documents.map((kind) => (
              <li key={kind}>
                <a href={documentHref(kind)} download data-testid={`order-${kind}-pdf`}>
                  {a(kind === 'invoice' ? 'invoicePdf' : 'creditPdf', { number: order.number })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{a('noDocuments')}</p>
        )}
      </section>

      <CancelOrder orderRef={order.ref} hash={cancelHash} cancellable={isCancellable(order)} />
      {children}

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
          <p data-testid="order-delivery-method">{order.delivery_title}</p>
          {order.pickup_center ? <p>{t('pickup', { name: order.pickup_center.name, address: order.pickup_center.address })}</p> : null}
          {order.is_complete_delivery ? <p>{t('completeDelivery')}</p> : null}
        </section>
        <section aria-labelledby="payment-method-heading">
          <h2 id="payment-method-heading">{t('paymentMethod')}</h2>
          <p data-testid="order-payment-method">{order.payment_title}</p>
        </section>
        {order.message ? (
          <section aria-labelledby="order-message-heading">
            <h2 id="order-message-heading">{t('message')}</h2>
            <p>{order.message}</p>
          </section>
        ) : null}
      </div>

      <OrderSummary order={order} money={money} locale={locale} />
    </>
  );
}
