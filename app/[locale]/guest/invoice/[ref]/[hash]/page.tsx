import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { GuestConversion } from '@/components/orders/guest-conversion';
import { OrderDetail } from '@/components/orders/order-detail';
import styles from '@/components/orders/orders.module.css';
import { KeepWhole } from '@/components/orders/unbroken';
import { PageMessages } from '@/components/providers/page-messages';
import { guestDocumentHref } from '@/lib/account/order-documents';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getLayoutData } from '@/lib/layout/server';
import { signedOrderLinks } from '@/lib/orders/order-link-server';
import { orderMoney } from '@/lib/orders/order-money';
import { orderOfLink, privatePageMetadata } from '@/lib/orders/order-page';
import { transferQrCode } from '@/lib/orders/transfer-qr-server';
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
 * /guest/invoice/{ref}/{hash} (S2-41, S6-02): the same order detail screen as the account's (components/orders/
 * order-detail.tsx) for the order of a signed link, with its PDFs through the same link, and for a guest's order the
 * offer to turn the guest into an account (S4-53). A wrong hash is the not-found page (S2-43), never a hint.
 */
export default async function GuestInvoiceRoute({ params }: Props) {
  const { locale, ref, hash } = await params;
  const shop = shopOfLocale(locale);
  const order = await orderOfLink(ref, hash);
  const [t, layout, qrModules] = await Promise.all([getTranslations({ locale: shop.locale, namespace: 'Orders.details' }), getLayoutData(shop), transferQrCode(order)]);
  const money = orderMoney(order.currency, shop.locale, { code: layout.config.currency_code, symbol: layout.config.currency_symbol });
  const title = t('heading', { number: order.number });
  const links = signedOrderLinks(order.ref);

  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={title} />
      <div className={styles.page} data-testid="guest-order">
        <h1>
          <KeepWhole text={title} values={[order.number]} />
        </h1>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.accountOrders}>
          <OrderDetail
            order={order}
            locale={shop.locale}
            money={money}
            orderPageHref={null}
            bank={order.bank_details}
            qrModules={qrModules}
            documentHref={(kind) => guestDocumentHref(order.ref, links.hash, kind)}
            cancelHash={links.hash}
          >
            {order.guest ? <GuestConversion orderRef={order.ref} hash={links.hash} email={order.email} /> : null}
          </OrderDetail>
        </PageMessages>
      </div>
    </div>
  );
}
