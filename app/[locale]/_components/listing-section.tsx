import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import { getProductList, type ProductQuery } from '@/lib/catalog/server';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import type { Shop } from '@/lib/shop/shops';

/** The first chunk of a listing (category, brand or landing page); filters, sort and paging come with the catalogue work. */
export async function ListingSection({ shop, query, label }: { shop: Shop; query: ProductQuery; label: string }) {
  const [list, layout, t] = await Promise.all([
    getProductList(shop, query),
    getLayoutData(shop),
    getTranslations({ locale: shop.locale, namespace: 'Catalog' }),
  ]);
  return (
    <section aria-label={label}>
      <p>{t('products', { count: list.total })}</p>
      <ProductGrid
        products={list.products}
        currency={currencyOf(layout.config)}
        locale={shop.locale}
        vatNote={t('inclVat', { percent: layout.vatPercent })}
        label={label}
      />
    </section>
  );
}
