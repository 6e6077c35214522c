import type { ProductOrder } from '@/contract/product';
import type { CurrencySettings } from '@/lib/pricing/money';
import { LISTING_PAGE_CHUNK } from '@/contract/constants';
import type { ListingSort, ListingState } from '@/lib/product-list/listing-state';
import type { ProductType } from '@/contract/product-card';

/** What a listing shows before any filter: a category, a brand, both (landing page), or a type (new, sale, bestseller). */
export type ListingBase = { category?: number; brand?: number; type?: ProductType };

/** The backend's `GET /api/products/` parameters of a listing chunk (prices taxed, in EUR). */
export type ListingApiQuery = {
  category?: number;
  brands?: readonly number[];
  /** Technical filter values (ADR 0041). */
  features?: readonly number[];
  type?: ProductType;
  order: ProductOrder;
  priceMinEur?: number;
  priceMaxEur?: number;
  limit: number;
  offset: number;
};

export const ORDER_OF_SORT: Record<ListingSort, ProductOrder> = {
  sales: 'sales_view_quantity',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  newest: 'newest',
  name: 'title',
};

/**
 * The backend query of one chunk of a listing. Price filters are entered in the shop currency (lei in Romania) and
 * converted to the backend's EUR at the config's rate, rounded outwards to whole cents so that a product priced at
 * exactly the bound stays in.
 */
export function listingApiQuery(base: ListingBase, state: ListingState, currency: CurrencySettings): ListingApiQuery {
  const rate = currency.rate > 0 ? currency.rate : 1;
  const brands = base.brand !== undefined ? [base.brand] : state.brands;
  return {
    ...(base.category !== undefined ? { category: base.category } : {}),
    ...(brands.length > 0 ? { brands } : {}),
    ...(state.features.length > 0 ? { features: state.features } : {}),
    ...(base.type !== undefined ? { type: base.type } : {}),
    order: ORDER_OF_SORT[state.sort],
    ...(state.priceMin !== null ? { priceMinEur: Math.floor((state.priceMin / rate) * 100) / 100 } : {}),
    ...(state.priceMax !== null ? { priceMaxEur: Math.ceil((state.priceMax / rate) * 100) / 100 } : {}),
    limit: LISTING_PAGE_CHUNK,
    offset: (state.page - 1) * LISTING_PAGE_CHUNK,
  };
}

/** Number of chunks of a listing (at least 1: an empty listing has its first, empty chunk). */
export function listingPages(total: number): number {
  return Math.max(1, Math.ceil(total / LISTING_PAGE_CHUNK));
}
