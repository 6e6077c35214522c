import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/account/account-shell.module.css';
import { DefaultAddress } from '@/components/account/default-address';
import { RecentOrders } from '@/components/account/recent-orders';
import { ACCOUNT_SECTIONS } from '@/lib/account/account-sections';
import { fetchAccountOrders } from '@/lib/account/account-orders';
import { addressListCall } from '@/lib/account/address-book-server';
import { customerPageContext } from '@/lib/account/page-guard';
import { customerRecord } from '@/lib/account/shopper-server';
import { backendFor } from '@/lib/api/clients';
import { getLayoutData } from '@/lib/layout/server';
import { orderMoney } from '@/lib/orders/order-money';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ACCOUNT_OVERVIEW_ORDERS } from '@/contract/constants';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** One customer's page: rendered per request, never stored in the route cache. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Account' });
  return pageMetadata({ shop, title: t('metaTitle'), description: t('overviewIntro'), path: '/account', noindex: true });
}

/**
 * /account (S2-39): the customer's account, greeting them by the name as entered; their recent orders with status and
 * next action (pay, track, invoice), the default address, and links to each section. The backend's answers are read
 * at once, side by side (customer, orders, addresses: one round trip's time); a part the backend cannot answer says
 * so and the rest of the page stands.
 */
export default async function AccountOverviewRoute({ params }: Props) {
  const shop = shopOfLocale((await params).locale);
  const context = await customerPageContext();
  const [t, sections, record, orders, addresses, layout] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'Account' }),
    getTranslations({ locale: shop.locale, namespace: 'AccountOverview' }),
    customerRecord(context),
    // Only the newest few: the backend builds each order whole, and a long history would cost every visit.
    fetchAccountOrders(backendFor(context.session.token), ACCOUNT_OVERVIEW_ORDERS),
    addressListCall(context),
    getLayoutData(shop),
  ]);
  const name = record.ok && record.data ? `${record.data.FIRSTNAME} ${record.data.LASTNAME}` : context.session.email;
  const fallback = { code: layout.config.currency_code, symbol: layout.config.currency_symbol };
  return (
    <>
      <h1>{t('overviewHeading')}</h1>
      <p data-testid="account-greeting">{t('greeting', { name })}</p>
      <p>{t('overviewIntro')}</p>
      <RecentOrders
        orders={orders.ok ? orders.data.slice(0, ACCOUNT_OVERVIEW_ORDERS) : null}
        locale={shop.locale}
        money={(order) => orderMoney(order.currency, shop.locale, fallback)(order.total_taxed)}
      />
      <DefaultAddress addresses={addresses.ok ? addresses.data : null} countries={layout.countries} locale={shop.locale} />
      <h2>{sections('sectionsHeading')}</h2>
      <ul className={styles.sections}>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.slug}>
            <Link href={`/account/${section.slug}`}>{t(`sections.${section.messageKey}`)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
