import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CompareView } from '@/components/lists/compare-view';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { shopOfLocale } from '@/lib/shop/route-shop';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shop = shopOfLocale((await params).locale);
  const t = await getTranslations({ locale: shop.locale, namespace: 'Lists' });
  return pageMetadata({ shop, title: t('compareTitle'), description: t('compareTitle'), path: '/compare', noindex: true });
}

/** /compare: up to COMPARE_MAX_PRODUCTS (4) products of the shopper's compare list side by side (the list is kept in this browser per shop). */
export default async function CompareRoute({ params }: Params) {
  const shop = shopOfLocale((await params).locale);
  const [t, tc, layout] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'Lists' }),
    getTranslations({ locale: shop.locale, namespace: 'Catalog' }),
    getLayoutData(shop),
  ]);
  return (
    <div className="container">
      <Breadcrumb locale={shop.locale} trail={[]} current={t('compareTitle')} />
      <h1>{t('compareTitle')}</h1>
      <CompareView currency={currencyOf(layout.config)} locale={shop.locale} vatNote={tc('inclVat', { percent: layout.vatPercent })} />
    </div>
  );
}
