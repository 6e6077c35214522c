import * as z from 'zod/mini';
import { productCardSchema } from '@/contract/product-card';

const facetSchema = z.object({ id: z.int().check(z.positive()), title: z.string(), count: z.int().check(z.nonnegative()) });

/** A content page the term matches (up to SEARCH_MAX_CONTENT_LINKS), grouped by its parent folder in the UI. */
export const searchContentLinkSchema = z.object({
  title: z.string(),
  /** Rewriting URL of the content in this shop ('agb.html'). */
  url: z.string(),
  /** Title of the folder the content sits in (the collapsible parent group), null at the top level. */
  parent: z.nullable(z.string()),
});
export type SearchContentLink = z.infer<typeof searchContentLinkSchema>;

/**
 * The answer of a search (server function and `GET /api/search`): products of the requested chunk as the listing's
 * product cards, the total number of matching products, category and brand counts for the term (aggregations;
 * brands up to SEARCH_MAX_BRANDS) and the content links.
 */
export const searchResultSchema = z.object({
  total: z.int().check(z.nonnegative()),
  products: z.array(productCardSchema),
  categories: z.array(facetSchema),
  brands: z.array(facetSchema),
  /** Technical filters with counts (ADR 0041). */
  features: z.array(
    z.object({ id: z.int().check(z.positive()), title: z.string(), kind: z.enum(['values', 'ranges']), values: z.array(facetSchema) }),
  ),
  contents: z.array(searchContentLinkSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Error body of `GET /api/search`: 400 for bad input, 503 when the engine cannot be reached or answers wrongly. */
export const searchErrorSchema = z.object({ error: z.enum(['bad-request', 'search-unavailable']) });
export type SearchError = z.infer<typeof searchErrorSchema>;
