import { z } from 'zod';
import { theliaLocaleSchema } from '@/contract/common';
import { energyLabelSchema } from '@/contract/energy-label';
import { imageSchema, keywordBadgeSchema, perLocaleSchema, stockStateSchema, priceSchema } from '@/contract/product-card';
import { productKindSchema } from './product-kind';

/**
 * The documents of the search indexes (`_source`) and the parts of an Elasticsearch / OpenSearch `_search` response
 * the storefront reads. The reference backend and `npm run search:index` write documents of these shapes.
 */

/**
 * A product document of `{prefix}products_{locale}` (spec section 3, 'Product (search hit)'): id, ref, url and title
 * per locale, stock quantity, prices with and without VAT and the list price (`prices`, with the VAT of the index's
 * shop country, in EUR), the image of the lowest visible position, category titles, keyword badges, pse_id and the
 * fulfilment centres holding stock; plus what the listing's product card shows and the filter and facet fields.
 */
export const productDocSchema = z.object({
  id: z.number().int().positive(),
  ref: z.string(),
  pse_id: z.number().int().positive(),
  title: perLocaleSchema,
  url: perLocaleSchema,
  quantity: z.number().nonnegative(),
  stock_state: stockStateSchema,
  available_from: z.string().nullable(),
  prices: priceSchema,
  /** The price with VAT the card shows (the promo price when on sale), in EUR: the price filter's field. */
  price_taxed: z.number().nonnegative(),
  image: z.nullable(imageSchema),
  brand_id: z.number().int().positive().nullable(),
  brand_title: z.string().nullable(),
  /** `{id}|{title}` of the brand (facet key), null without brand. */
  brand_key: z.string().nullable(),
  /** Titles of the default category's path, top first. */
  category_titles: z.array(z.string()),
  /** Every category of the product and their ancestors (filter field). */
  category_ids: z.array(z.number().int().positive()),
  /** `{id}|{title}` of the product's own categories (facet keys). */
  category_keys: z.array(z.string()),
  badges: z.array(keywordBadgeSchema),
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().nonnegative() }).nullable(),
  fulfilment_center: z.array(z.number().int().nonnegative()),
  created_at: z.string(),
  /** Technical filter values of the product (ADR 0041; contract/feature-value-id.ts). */
  feature_values: z.array(z.number().int().positive()).default([]),
  /** `{valueId}|{kind}|{feature title}|{value title}` per filter value (facet keys, in the index's locale). */
  feature_keys: z.array(z.string()).default([]),
  /** The index locale's title in lower case without accents: the 'name' order. */
  sort_title: z.string().default(''),
  /** Units sold: the 'sales' order. */
  sales_count: z.number().int().nonnegative().default(0),
  /** The EU energy label (written by the reference backend; indexes without it have none). */
  energy_label: z.nullable(energyLabelSchema).default(null),
  /** The title of the product's own (default) category: the product type a query's type word should meet. */
  product_type: z.string().nullable().default(null),
  /** Main product, spare part or accessory (contract/search/product-kind.ts): parts and accessories rank lower. */
  product_kind: productKindSchema.default('main'),
});
export type ProductDoc = z.infer<typeof productDocSchema>;

/** A content document of the content index: one per content and locale. */
export const contentDocSchema = z.object({
  id: z.number().int().positive(),
  locale: theliaLocaleSchema,
  title: z.string(),
  url: z.string(),
  /** Title of the content's folder (the parent group of the results page), null at the top level. */
  parent: z.string().nullable(),
  /** The content's text without markup (searched, not shown). */
  text: z.string(),
});
export type ContentDoc = z.infer<typeof contentDocSchema>;

/** `hits.total`: `{value, relation}` since Elasticsearch 7 (a bare number with `rest_total_hits_as_int`). */
export const hitsTotalSchema = z.union([
  z.object({ value: z.number().int().nonnegative(), relation: z.enum(['eq', 'gte']) }),
  z.number().int().nonnegative().transform((value) => ({ value, relation: 'eq' as const })),
]);

const hitSchema = <S extends z.ZodType>(source: S) =>
  z.object({ _index: z.string(), _id: z.string(), _score: z.number().nullable(), _source: source });

const bucketSchema = z.object({ key: z.union([z.string(), z.number()]), doc_count: z.number().int().nonnegative() });
const termsAggSchema = z.object({ buckets: z.array(bucketSchema) });
/** A `filter` aggregation wrapping the `terms` aggregation `keys` (facet counts under the other filters). */
export const filteredTermsAggSchema = z.object({ doc_count: z.number().int().nonnegative(), keys: termsAggSchema });

const searchResponseSchema = <S extends z.ZodType, A extends z.ZodType>(source: S, aggregations: A) =>
  z.object({
    hits: z.object({ total: hitsTotalSchema, max_score: z.number().nullable().optional(), hits: z.array(hitSchema(source)) }),
    aggregations,
  });

/**
 * What a product hit carries back: the product card's fields (the query's `_source` leaves out the filter and facet
 * fields and the other locales' titles).
 */
export const productHitSourceSchema = productDocSchema.pick({
  id: true, ref: true, pse_id: true, title: true, url: true, quantity: true, stock_state: true, available_from: true, prices: true,
  image: true, brand_id: true, brand_title: true, category_titles: true, badges: true, rating: true, created_at: true,
  energy_label: true,
});
export type ProductHitSource = z.infer<typeof productHitSourceSchema>;

/** The answer to the product query of lib/search/query-builder.ts. */
export const productSearchResponseSchema = searchResponseSchema(
  productHitSourceSchema,
  // `features` and one `features_{id}` per chosen feature (lib/search/search-filters.ts); absent from older queries.
  z.object({ categories: filteredTermsAggSchema, brands: filteredTermsAggSchema }).catchall(filteredTermsAggSchema),
);
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/** What a content hit carries back: the query asks for every field but the searched text (`_source`). */
export const contentHitSourceSchema = contentDocSchema.omit({ text: true });

/** The answer to the content query. */
export const contentSearchResponseSchema = searchResponseSchema(contentHitSourceSchema, z.unknown().optional());
export type ContentSearchResponse = z.infer<typeof contentSearchResponseSchema>;
