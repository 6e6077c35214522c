import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { WishlistView } from '@/components/lists/wishlist-view';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Lists' });
  return pageMetadata({ shop, title: t('wishlistTitle'), description: t('wishlistTitle'), path: '/wishlist', noindex: true });
}

/** /wishlist: the shopper's wish list (kept in this browser per shop); the page shell is the same for everyone. */
export default async function WishlistRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const [t, tc, layout] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'Lists' }),
    getTranslations({ locale: shop.locale, namespace: 'Catalog' }),
    getLayoutData(shop),
  ]);
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('wishlistTitle')} />
      <h1>{t('wishlistTitle')}</h1>
      <WishlistView currency={currencyOf(layout.config)} locale={shop.locale} vatNote={tc('inclVat', { percent: layout.vatPercent })} />
    </div>
  );
}
