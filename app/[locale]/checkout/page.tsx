import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { PageMessages } from '@/components/providers/page-messages';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { loadCheckoutState } from '@/lib/checkout/checkout-state-server';
import { deliveryCountries } from '@/lib/address/delivery-countries-server';
import { countiesForBrowser, readCounties } from '@/lib/address/counties-server';
import { readExpressData } from '@/lib/checkout/express-server';
import { legalLinks } from '@/lib/checkout/legal-links';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { requestContext } from '@/lib/request/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import styles from '@/components/checkout/checkout.module.css';
import type { CheckoutCustomer } from '@/components/checkout/saved-address-picker';
import { backendFor } from '@/lib/api/clients';
import { savedAddressesCall } from '@/lib/address/saved-addresses-server';
import { checkoutSavedAddresses } from '@/lib/checkout/customer-checkout';
import type { County } from '@/contract/checkout';
import type { RequestContext } from '@/lib/request/request-context';

/** The shopper's own checkout: read from the cart and express cookies on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Checkout' });
  return pageMetadata({ shop, title: t('metaTitle'), description: t('secureNote'), path: '/checkout', noindex: true });
}

/**
 * A logged-in customer's part of the checkout (ADR 0029): the account's e-mail and saved addresses to pick (none when
 * the backend cannot list them: the form is then filled by hand). Null for a guest.
 */
async function checkoutCustomer(context: RequestContext, counties: readonly County[]): Promise<CheckoutCustomer | null> {
  const { session, shop } = context;
  if (session.kind !== 'customer') return null;
  const [saved, t] = await Promise.all([savedAddressesCall(backendFor(session.token), session.customerId), getTranslations({ locale: shop.locale, namespace: 'AccountOrders.checkout' })]);
  return {
    email: session.email,
    addresses: saved.ok ? checkoutSavedAddresses(saved.data, counties) : [],
    texts: { orderingAs: t('orderingAs', { email: session.email }), savedAddresses: t('savedAddresses'), newAddress: t('newAddress') },
  };
}

/** The step's part of the query (`?step=shipping&payment=cancelled`): all the checkout reads of it. */
function stepSearch(query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const name of ['step', 'payment']) {
    const value = query[name];
    if (typeof value === 'string') search.set(name, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * /checkout: the guest checkout up to the order button (address, delivery and payment, review). The first view is
 * rendered here from the server-side state; the steps then run in the browser against `/api/checkout*`. Without a
 * cart with lines the shopper goes back to /cart. The step is in the query (`?step=`).
 */
export default async function CheckoutRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const query = await searchParams;
  const [context, cookieStore, t] = await Promise.all([requestContext(), cookies(), getTranslations({ locale: shop.locale, namespace: 'Checkout' })]);
  const express = readExpressData((name) => cookieStore.get(name)?.value, shop.code);
  const loaded = await loadCheckoutState({ context, express });
  if (!loaded.ok) {
    if (loaded.error === 'foreign-cart') redirect('/cart');
    throw new UpstreamUnavailableError(`checkout: ${loaded.error}`);
  }
  if (loaded.data.kind === 'empty') redirect('/cart');
  const { countries, config } = await deliveryCountries(shop);
  // Without the list a Romanian address cannot be saved (the step says the checkout is unavailable); others can.
  const counties = await readCounties(shop, countries);
  const customer = await checkoutCustomer(context, counties.ok ? counties.data : []);
  return (
    <div className="container">
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p className={styles.secure}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {t('secureNote')}
        </p>
      </div>
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.checkout}>
        <CheckoutView
          initial={loaded.data.state}
          countries={countries.map((country) => ({ id: country.id, iso: country.isoalpha2, title: country.title, tax_title: country.tax_title }))}
          counties={counties.ok ? countiesForBrowser(counties.data) : []}
          shopCountryId={shop.countryId}
          rules={{ phonePattern: config.phone_regex, phoneConfigRequired: config.is_phone_required }}
          legal={legalLinks(shop.code)}
          search={stepSearch(query)}
          customer={customer}
        />
      </PageMessages>
    </div>
  );
}
