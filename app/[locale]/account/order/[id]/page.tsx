import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/components/orders/order-detail';
import styles from '@/components/orders/orders.module.css';
import { KeepWhole } from '@/components/orders/unbroken';
import { PageMessages } from '@/components/providers/page-messages';
import { accountOrderOfPage } from '@/lib/account/account-order-page';
import { accountDocumentHref } from '@/lib/account/order-documents';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getLayoutData } from '@/lib/layout/server';
import { signedOrderLinks } from '@/lib/orders/order-link-server';
import { orderMoney } from '@/lib/orders/order-money';
import { privatePageMetadata } from '@/lib/orders/order-page';
import { transferQrCode } from '@/lib/orders/transfer-qr-server';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One of the customer's orders, read with the customer's token on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const shop = shopOfLocale(locale);
  const [t, { order }] = await Promise.all([getTranslations({ locale: shop.locale, namespace: 'Orders.details' }), accountOrderOfPage(id)]);
  return privatePageMetadata(t('metaTitle', { number: order.number }));
}

/**
 * /account/order/{id} (S2-40): the order detail screen for the logged-in customer. Another customer's order id, an
 * unknown one and a malformed one are the not-found page alike; a guest is sent to the login page.
 */
export default async function AccountOrderPage({ params }: Props) {
  const { locale, id } = await params;
  const shop = shopOfLocale(locale);
  const { order } = await accountOrderOfPage(id);
  const [t, a, layout, qrModules] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'Orders.details' }),
    getTranslations({ locale: shop.locale, namespace: 'AccountOrders.detail' }),
    getLayoutData(shop),
    transferQrCode(order),
  ]);
  const money = orderMoney(order.currency, shop.locale, { code: layout.config.currency_code, symbol: layout.config.currency_symbol });
  const links = signedOrderLinks(order.ref);

  return (
    <div className="container">
      <div className={styles.page} data-testid="account-order">
        <p>
          <Link href="/account/orders" prefetch={false}>
            {a('backToOrders')}
          </Link>
        </p>
        <h1>
          <KeepWhole text={t('heading', { number: order.number })} values={[order.number]} />
        </h1>
        <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.accountOrders}>
          <OrderDetail
            order={order}
            locale={shop.locale}
            money={money}
            orderPageHref={links.invoice}
            bank={order.bank_details}
            qrModules={qrModules}
            documentHref={(kind) => accountDocumentHref(order.id, kind)}
            cancelHash={links.hash}
          />
        </PageMessages>
      </div>
    </div>
  );
}
