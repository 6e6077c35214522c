import 'server-only';
import { helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { cacheTags } from '@/lib/catalog/cache-tags';
import { getSpecifications } from '@/lib/catalog/product-server';
import { getProductsByIds } from '@/lib/catalog/server';
import { multiplierResponseSchema } from '@/contract/product';
import { quantityRule } from '@/lib/product/quantity';
import { API_CACHE_SECONDS } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import { inIdOrder } from './id-order';
import type { CompareProducts, ListProducts } from './list-products';

/**
 * The products of a wish list or compare list for the browser (app/api/products, app/api/compare), from the cached
 * and tagged catalogue reads of lib/catalog. An unreachable backend throws UpstreamUnavailableError.
 */

/** Quantity rules of the products (helper API `multiplier/bulk/`); without an answer every product takes any quantity. */
async function quantityRules(shop: Shop, ids: readonly number[]): Promise<ListProducts['rules']> {
  const result = await requestJson(helperClient(), 'multiplier/bulk/', multiplierResponseSchema, {
    method: 'post',
    json: { locale: shop.theliaLocale, products: ids },
    cache: { revalidate: API_CACHE_SECONDS, tags: [cacheTags.products, ...ids.map(cacheTags.product)] },
  });
  if (!result.ok) return {};
  return Object.fromEntries(result.data.map((row) => [String(row.product_id), quantityRule(row.min_quantity, row.multiple)]));
}

/** Cards of the wish list in the order of its ids, with their quantity rules. */
export async function getListProducts(shop: Shop, ids: readonly number[]): Promise<ListProducts> {
  const products = inIdOrder(await getProductsByIds(shop, ids), ids);
  const rules = products.length > 0 ? await quantityRules(shop, products.map((product) => product.id)) : {};
  return { products, rules };
}

/** Cards of the compare list in the order of its ids, with each product's specifications. */
export async function getCompareProducts(shop: Shop, ids: readonly number[]): Promise<CompareProducts> {
  const products = inIdOrder(await getProductsByIds(shop, ids), ids);
  const specifications = await Promise.all(products.map(async (product) => [String(product.id), await getSpecifications(shop, product.id)] as const));
  return { products, specifications: Object.fromEntries(specifications) };
}
