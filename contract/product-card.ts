import * as z from 'zod/mini';
import { energyLabelSchema } from './energy-label';

/**
 * The product card and the field schemas it is built from. Written with zod/mini because the browser parses product
 * cards (listing chunks, search results, list pages) and cart lines: a page that reaches these schemas ships the small
 * tree-shaken validator instead of classic zod (ADR 0016). Server code uses them like any other schema.
 */

/** A value for each shop locale; a locale is missing when the object has no text or URL there. */
export const perLocaleSchema = z.object({
  de_AT: z.optional(z.string()),
  de_DE: z.optional(z.string()),
  ro_RO: z.optional(z.string()),
});
export type PerLocale = z.infer<typeof perLocaleSchema>;

/**
 * Stock states of the spec (section 4, 'Stock labels'):
 * in stock, not in stock, must be ordered extra, preorder or backorder, available from a date,
 * order on demand, undeliverable in the country.
 */
export const stockStateSchema = z.enum([
  'in_stock',
  'out_of_stock',
  'order_extra',
  'backorder',
  'available_from',
  'on_demand',
  'undeliverable',
]);
export type StockState = z.infer<typeof stockStateSchema>;

const positiveInt = () => z.int().check(z.positive());
const nonnegative = () => z.number().check(z.nonnegative());

/**
 * An image of the backend. `url` is a path below the backend's base URL (for example
 * `/media/product/grohe-1.webp`); the storefront serves it through its own `/media` route.
 */
export const imageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  alt: z.string(),
  width: positiveInt(),
  height: positiveInt(),
});
export type Image = z.infer<typeof imageSchema>;

/** Keyword badge of the keyword group 'badges' (JSON with colour). */
export const keywordBadgeSchema = z.object({
  title: z.string(),
  color: z.string(),
  background: z.string(),
});
export type KeywordBadge = z.infer<typeof keywordBadgeSchema>;

/**
 * Prices in the backend's default currency (EUR). Thelia stores net prices; `*_taxed` apply the tax rule of
 * the requested `country_id`. `listen_price` is the recommended retail (list) price with tax, or null.
 * `lowest_30d_taxed` is the lowest price of the 30 days before a reduction (EU Omnibus rule), or null.
 */
export const priceSchema = z.object({
  price: nonnegative(),
  taxed_price: nonnegative(),
  promo_price: nonnegative(),
  taxed_promo_price: nonnegative(),
  is_promo: z.boolean(),
  listen_price: z.nullable(nonnegative()),
  lowest_30d_taxed: z.nullable(nonnegative()),
  tax_percent: z.number().check(z.minimum(0), z.maximum(100)),
});
export type Price = z.infer<typeof priceSchema>;

/** Unit price basis (German PAngV / Austrian PrAG: per 1 kg, l, m, m² or m³). */
export const unitSchema = z.enum(['kg', 'l', 'm', 'm2', 'm3']);
export const unitPriceSchema = z.object({ unit: unitSchema, content: z.number().check(z.positive()) });

/** Listing filter `type` of `GET /api/products/` (added for the reference backend): new, on sale, bestseller. */
export const productTypeSchema = z.enum(['new', 'sale', 'bestseller']);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Product as a listing or search hit shows it (`GET /api/products/` and `products_list/`). */
export const productCardSchema = z.object({
  id: positiveInt(),
  ref: z.string(),
  title: z.string(),
  url: z.string(),
  urls: perLocaleSchema,
  pse_id: positiveInt(),
  quantity: nonnegative(),
  stock_state: stockStateSchema,
  available_from: z.nullable(z.string()),
  prices: priceSchema,
  image: z.nullable(imageSchema),
  brand_id: z.nullable(z.int()),
  brand_title: z.nullable(z.string()),
  category_titles: z.array(z.string()),
  badges: z.array(keywordBadgeSchema),
  rating: z.nullable(z.object({ value: z.number().check(z.minimum(0), z.maximum(5)), count: z.int().check(z.nonnegative()) })),
  created_at: z.string(),
  /** The EU energy label of a heating product (added for the reference backend; absent = none). */
  energy_label: z._default(z.nullable(energyLabelSchema), null),
});
export type ProductCard = z.infer<typeof productCardSchema>;
