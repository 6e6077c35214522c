import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CartPageView } from '@/components/cart/cart-page-view';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { CART_COOKIE_NAME, cartCookieKey, readCartCookie } from '@/lib/cart/cart-cookie';
import type { CartView } from '@/lib/cart/cart-view';
import { loadCartView } from '@/lib/cart/cart-view-server';
import { serverConfig } from '@/lib/env/server-config';
import { getLayoutData } from '@/lib/layout/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';
import type { Shop } from '@/lib/shop/shops';

/** The shopper's own cart: read from the cookie on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'CartPage' });
  return pageMetadata({ shop, title: t('title'), description: t('title'), path: '/cart', noindex: true });
}

/** The first view, rendered on the server so the page shows the cart at once; the browser takes over from it. */
async function initialView(shop: Shop): Promise<CartView | undefined> {
  const config = serverConfig();
  const cookie = readCartCookie((await cookies()).get(CART_COOKIE_NAME)?.value, shop.code, cartCookieKey(config));
  if (cookie.kind === 'forged') return undefined;
  try {
    const loaded = await loadCartView({ shop, countryId: shop.countryId }, cookie.kind === 'valid' ? cookie.cartId : null);
    return loaded.ok ? loaded.view : undefined;
  } catch {
    // The browser asks again and shows the error if the cart still cannot be read.
    return undefined;
  }
}

/** /cart: lines, quantities, removal, fulfilment centres, postage estimate, coupon, totals with VAT, checkout. */
export default async function CartRoute({ params, searchParams }: Props) {
  const shop = shopOfLocale((await params).locale);
  const [t, view, layout, query] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'CartPage' }),
    initialView(shop),
    getLayoutData(shop),
    searchParams,
  ]);
  const countries = Object.fromEntries(layout.countries.map((country) => [country.id, country.title]));
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('title')} />
      <h1>{t('title')}</h1>
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.cart}>
        <CartPageView initial={view} countries={countries} restoreFailed={query.restore === 'failed'} />
      </PageMessages>
    </div>
  );
}
