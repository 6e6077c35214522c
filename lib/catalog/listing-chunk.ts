import * as z from 'zod/mini';
import { shopPriceFilterMax } from '@/lib/shop/price-filter';
import { APP_LOCALES, shopByLocale } from '@/contract/shops';
import { parseListingQuery, type ListingState } from '@/lib/product-list/listing-state';
import type { ListingBase } from './listing-query';
import { err, ok, type Result } from '@/lib/api/result';
import { productCardSchema, productTypeSchema } from '@/contract/product-card';

/** Answer of `GET /api/listing`: one chunk of a listing. */
export const listingChunkSchema = z.object({
  page: z.int().check(z.positive()),
  pages: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
  products: z.array(productCardSchema),
});
export type ListingChunk = z.infer<typeof listingChunkSchema>;

const idText = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'expected a positive id')), z.transform(Number)),
  z.int().check(z.positive()),
);

/** The listing's base of `GET /api/listing`: shop locale and what is listed (the state comes as the public query). */
export const listingChunkBaseSchema = z
  .object({
    locale: z.enum(APP_LOCALES),
    category: z.optional(idText),
    /** The fixed brand of a brand or landing page (the brand filter is `brand`). */
    base_brand: z.optional(idText),
    type: z.optional(productTypeSchema),
  })
  .check(
    z.refine((base) => base.category !== undefined || base.base_brand !== undefined || base.type !== undefined, {
      message: 'a listing needs a category, a brand or a type',
    }),
  );

export type ListingChunkRequest = { locale: (typeof APP_LOCALES)[number]; base: ListingBase; state: ListingState };

/**
 * Reads a chunk request: the base parameters with zod, the listing state with the same rules as the proxy. Anything
 * unknown or non-canonical is refused (400) with the reason, so every cacheable URL of the API is canonical.
 */
export function parseListingChunkRequest(params: URLSearchParams): Result<ListingChunkRequest, string> {
  const baseKeys = ['locale', 'category', 'base_brand', 'type'];
  const base = listingChunkBaseSchema.safeParse(Object.fromEntries(baseKeys.flatMap((key) => {
    const value = params.get(key);
    return value === null ? [] : [[key, value]];
  })));
  if (!base.success) return err(base.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; '));
  for (const key of baseKeys) if (params.getAll(key).length > 1) return err(`${key}: given more than once`);
  const stateParams = new URLSearchParams([...params.entries()].filter(([key]) => !baseKeys.includes(key)));
  const unknown = [...stateParams.keys()].find((key) => !['sort', 'brand', 'feature', 'price_min', 'price_max', 'page'].includes(key));
  if (unknown !== undefined) return err(`${unknown}: unknown parameter`);
  const fixedBrand = base.data.base_brand;
  const shop = shopByLocale(base.data.locale);
  const parsed = parseListingQuery(stateParams, { brandFilter: fixedBrand === undefined, ...(shop ? { priceMax: shopPriceFilterMax(shop) } : {}) });
  if (!parsed.canonical) return err('listing parameters are invalid or not in canonical form');
  const listingBase: ListingBase = {
    ...(base.data.category !== undefined ? { category: base.data.category } : {}),
    ...(fixedBrand !== undefined ? { brand: fixedBrand } : {}),
    ...(base.data.type !== undefined ? { type: base.data.type } : {}),
  };
  return ok({ locale: base.data.locale, base: listingBase, state: parsed.state });
}

/** The API query of a listing without its page (the client adds `page`). */
export function listingChunkBaseQuery(locale: string, base: ListingBase, state: ListingState): URLSearchParams {
  const params = new URLSearchParams({ locale });
  if (base.category !== undefined) params.set('category', String(base.category));
  if (base.brand !== undefined) params.set('base_brand', String(base.brand));
  if (base.type !== undefined) params.set('type', base.type);
  if (state.sort !== 'sales') params.set('sort', state.sort);
  if (base.brand === undefined && state.brands.length > 0) params.set('brand', state.brands.join(','));
  if (state.features.length > 0) params.set('feature', state.features.join(','));
  if (state.priceMin !== null) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== null) params.set('price_max', String(state.priceMax));
  return params;
}
