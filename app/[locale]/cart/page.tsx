import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CartPageView } from '@/components/cart/cart-page-view';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { cartRequestOf } from '@/lib/cart/cart-handlers';
import type { CartView } from '@/lib/cart/cart-view';
import { cartVatMode } from '@/lib/cart/cart-vat-server';
import { loadCartView } from '@/lib/cart/cart-view-server';
import { requestContext } from '@/lib/request/server';
import { getLayoutData } from '@/lib/layout/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

/** The shopper's own cart: read from the cookie on every request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'CartPage' });
  return pageMetadata({ shop, title: t('title'), description: t('title'), path: '/cart', noindex: true });
}

/** The first view, rendered on the server so the page shows the cart at once; the browser takes over from it. */
async function initialView(): Promise<CartView | undefined> {
  const context = await requestContext();
  const read = cartRequestOf(context);
  if (!read.ok) return undefined;
  try {
    const loaded = await loadCartView(read.data.scope, read.data.cartId, new Date(), await cartVatMode(context, read.data.scope.countryId));
    return loaded.ok ? loaded.data.view : undefined;
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
    initialView(),
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
