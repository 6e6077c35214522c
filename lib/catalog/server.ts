import 'server-only';
import { cache } from 'react';
import { backendClient, helperClient } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { UpstreamUnavailableError, type Result } from '@/lib/api/result';
import { brandCategoryCountResponseSchema, brandSchema, type Brand, type BrandCategoryCount } from '@/contract/brand';
import { categoriesResponseSchema, categoryChildrenResponseSchema, type Category, type CategoryChild } from '@/contract/category';
import { contentResponseSchema, type Content } from '@/contract/content';
import { productDetailSchema, productListResponseSchema, type ListingFacets, type ProductDetail, type ProductOrder } from '@/contract/product';
import { API_CACHE_SECONDS, LISTING_PAGE_CHUNK } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import { cacheTags } from './cache-tags';
import { type ProductCard, type ProductType } from '@/contract/product-card';

/**
 * Catalogue reads for server components: cached for the spec's API cache time (300 s) and tagged per object.
 * A missing object is `null` (the page shows its not-found reason with a 404); an unreachable backend throws
 * UpstreamUnavailableError (the error boundary shows the server-down view).
 */
function orNull<T>(result: Result<T>, what: string): T | null {
  if (result.ok) return result.data;
  if (result.error.kind === 'not-found' || result.error.kind === 'rejected') return null;
  throw new UpstreamUnavailableError(`${what}: ${result.error.message}`);
}

const cached = (tags: string[]) => ({ revalidate: API_CACHE_SECONDS, tags });

export const getProduct = cache(async (shop: Shop, id: number): Promise<ProductDetail | null> => {
  const result = await requestJson(backendClient(), `api/products/${id}`, productDetailSchema, {
    searchParams: { document: 1, country_id: shop.countryId, locale: shop.theliaLocale },
    cache: cached([cacheTags.product(id)]),
  });
  return orNull(result, `product ${id}`);
});

export const getCategory = cache(async (shop: Shop, id: number): Promise<Category | null> => {
  const result = await requestJson(backendClient(), `api/categories/${id}`, categoriesResponseSchema, {
    searchParams: { locale: shop.theliaLocale },
    cache: cached([cacheTags.category(id)]),
  });
  const data = orNull(result, `category ${id}`);
  return data?.categoryItems[0] ?? null;
});

export const getBrand = cache(async (shop: Shop, id: number): Promise<Brand | null> => {
  const result = await requestJson(helperClient(), `brands/${id}/${shop.theliaLocale}`, brandSchema, {
    cache: cached([cacheTags.brand(id)]),
  });
  return orNull(result, `brand ${id}`);
});

export const getContent = cache(async (shop: Shop, id: number): Promise<Content | null> => {
  const result = await requestJson(helperClient(), 'content/custom_attribute/', contentResponseSchema, {
    searchParams: { content_id: id, locale: shop.theliaLocale },
    cache: cached([cacheTags.content(id)]),
  });
  return orNull(result, `content ${id}`)?.[0] ?? null;
});

/** Products by id, in the order of the ids (home page products, carousels). Missing ids are skipped. */
export const getProductsByIds = cache(async (shop: Shop, ids: readonly number[]): Promise<ProductCard[]> => {
  if (ids.length === 0) return [];
  const result = await requestJson(backendClient(), 'api/products_list/', productListResponseSchema, {
    searchParams: { id: ids.join(','), country_id: shop.countryId, locale: shop.theliaLocale, limit: ids.length },
    cache: cached([cacheTags.products, ...ids.map(cacheTags.product)]),
  });
  return orNull(result, 'product list')?.products ?? [];
});

/** Parses a route id segment: positive integers only, so that junk never reaches the backend. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export type ProductQuery = {
  category?: number;
  brand?: number;
  /** Products of any of these brands (the listing's brand filter); `brand` is added to them. */
  brands?: readonly number[];
  /** Technical filter values (the backend's filter value ids, ADR 0041). */
  features?: readonly number[];
  type?: ProductType;
  /** Taxed price bounds in EUR (the backend's currency). */
  priceMinEur?: number;
  priceMaxEur?: number;
  limit?: number;
  offset?: number;
  order?: ProductOrder;
  /** Ask for the listing's facets (brands with counts, price bounds). */
  facets?: boolean;
};

export type ProductList = { total: number; products: ProductCard[]; facets?: ListingFacets };

function brandParam(query: ProductQuery): string | undefined {
  const ids = [...new Set([...(query.brand !== undefined ? [query.brand] : []), ...(query.brands ?? [])])];
  return ids.length > 0 ? ids.join(',') : undefined;
}

/**
 * A page of a listing (`GET /api/products/`), cached and tagged like the other catalogue reads. A filter the backend
 * rejects (an unknown brand id, 404 or 400) is an empty listing, never an error page.
 */
export const getProductList = cache(async (shop: Shop, query: ProductQuery): Promise<ProductList> => {
  const tags: string[] = [cacheTags.products];
  if (query.category) tags.push(cacheTags.category(query.category));
  if (query.brand) tags.push(cacheTags.brand(query.brand));
  for (const id of query.brands ?? []) tags.push(cacheTags.brand(id));
  const result = await requestJson(backendClient(), 'api/products/', productListResponseSchema, {
    searchParams: {
      country_id: shop.countryId,
      locale: shop.theliaLocale,
      category: query.category,
      brand: brandParam(query),
      feature: query.features && query.features.length > 0 ? query.features.join(',') : undefined,
      type: query.type,
      price_min: query.priceMinEur,
      price_max: query.priceMaxEur,
      limit: query.limit ?? LISTING_PAGE_CHUNK,
      offset: query.offset ?? 0,
      order: query.order ?? 'sales_view_quantity',
      facets: query.facets ? 1 : undefined,
    },
    cache: cached(tags),
  });
  return orNull(result, 'product list') ?? { total: 0, products: [] };
});

/** Sub-categories of a category with their product counts (helper `category_children`). */
export const getCategoryChildren = cache(async (shop: Shop, id: number): Promise<CategoryChild[]> => {
  const result = await requestJson(helperClient(), 'category_children', categoryChildrenResponseSchema, {
    searchParams: { category_id: id, locale: shop.theliaLocale },
    cache: cached([cacheTags.category(id), cacheTags.menu(shop.theliaLocale)]),
  });
  return orNull(result, `category ${id} children`) ?? [];
});

/** The categories a brand has products in, with counts (helper `brand_category_count`). */
export const getBrandCategoryCounts = cache(async (shop: Shop, id: number): Promise<BrandCategoryCount[]> => {
  const result = await requestJson(helperClient(), 'brand_category_count', brandCategoryCountResponseSchema, {
    searchParams: { brand_id: id, locale: shop.theliaLocale },
    cache: cached([cacheTags.brand(id), cacheTags.products]),
  });
  return orNull(result, `brand ${id} categories`) ?? [];
});
