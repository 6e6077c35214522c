'use client';

import { useTranslations } from 'next-intl';
import { formatDay } from '@/lib/catalog/listing-card';
import { stockLabel } from '@/lib/catalog/stock-label';
import { compareRow, specificationRows, type CompareRow } from '@/lib/lists/compare-rows';
import type { CompareProducts } from '@/lib/lists/list-products';
import { priceView } from '@/lib/pricing/discount';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import type { ProductCard } from '@/contract/product-card';

/** The rows of the compare table: price, brand and stock as the cards show them, then every specification. */
export function useCompareRows(products: readonly ProductCard[], specifications: CompareProducts['specifications'], currency: CurrencySettings, locale: string): CompareRow[] {
  const t = useTranslations('Lists');
  const tCatalog = useTranslations('Catalog');
  const tStock = useTranslations('Stock');
  const price = (product: ProductCard) => {
    const sale = priceView(product.prices).sale;
    return sale > 0 ? formatPrice(sale, currency, locale) : tCatalog('priceOnRequest');
  };
  const stock = (product: ProductCard) => {
    const label = stockLabel(product.stock_state, product.quantity, product.available_from);
    return tStock(label.key, { count: label.values.count ?? 0, date: label.values.date ? formatDay(label.values.date, locale) : '' });
  };
  return [
    compareRow('price', t('price'), products.map(price)),
    compareRow('brand', t('brand'), products.map((product) => product.brand_title ?? '')),
    compareRow('stock', t('stock'), products.map(stock)),
    ...specificationRows(products.map((product) => specifications[String(product.id)] ?? [])),
  ];
}
