import * as z from 'zod/mini';
import { LISTING_MAX_FEATURE_VALUES, PRICE_FILTER_MIN } from '@/contract/constants';
import { PRICE_FILTER_CEILING } from '@/lib/shop/price-filter';
import { SEARCH_MAX_FILTER_IDS, SEARCH_TERM_MAX_LENGTH } from './search-limits';
import { SEARCH_SORTS } from './search-sorts';


const id = z.int().check(z.positive());

/**
 * What the shopper searches: the term, the filters (categories, brands, technical filter values, price range in the
 * shop's currency), the order and the chunk (page number, 1-based, of `size` results). The one input of the query builder (lib/search/query-builder.ts)
 * and of `GET /api/search`; the results page keeps it in its URL.
 */
export const searchStateSchema = z.object({
  term: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_TERM_MAX_LENGTH)),
  categories: z.array(id).check(z.maxLength(SEARCH_MAX_FILTER_IDS)),
  brands: z.array(id).check(z.maxLength(SEARCH_MAX_FILTER_IDS)),
  /** Technical filter values (ADR 0041); absent: none. */
  features: z.optional(z.array(id).check(z.maxLength(LISTING_MAX_FEATURE_VALUES))),
  /** In the shop currency; the shop's own bound (shopPriceFilterMax) is checked where the shop is known. */
  priceMin: z.nullable(z.number().check(z.minimum(PRICE_FILTER_MIN), z.maximum(PRICE_FILTER_CEILING))),
  priceMax: z.nullable(z.number().check(z.minimum(PRICE_FILTER_MIN), z.maximum(PRICE_FILTER_CEILING))),
  /** Absent: by relevance. */
  sort: z.optional(z.enum(SEARCH_SORTS)),
  page: z.int().check(z.minimum(1), z.maximum(1000)),
  size: z.int().check(z.minimum(1), z.maximum(48)),
});
export type SearchState = z.infer<typeof searchStateSchema>;
