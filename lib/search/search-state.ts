import * as z from 'zod/mini';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@/lib/shop/constants';
import { SEARCH_MAX_FILTER_IDS, SEARCH_TERM_MAX_LENGTH } from './search-limits';


const id = z.int().check(z.positive());

/**
 * What the shopper searches: the term, the filters (categories, brands, price range in the shop's currency) and the
 * chunk (page number, 1-based, of `size` results). The one input of the query builder (lib/search/query-builder.ts)
 * and of `GET /api/search`; the results page keeps it in its URL.
 */
export const searchStateSchema = z.object({
  term: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_TERM_MAX_LENGTH)),
  categories: z.array(id).check(z.maxLength(SEARCH_MAX_FILTER_IDS)),
  brands: z.array(id).check(z.maxLength(SEARCH_MAX_FILTER_IDS)),
  priceMin: z.nullable(z.number().check(z.minimum(PRICE_FILTER_MIN), z.maximum(PRICE_FILTER_MAX))),
  priceMax: z.nullable(z.number().check(z.minimum(PRICE_FILTER_MIN), z.maximum(PRICE_FILTER_MAX))),
  page: z.int().check(z.minimum(1), z.maximum(1000)),
  size: z.int().check(z.minimum(1), z.maximum(48)),
});
export type SearchState = z.infer<typeof searchStateSchema>;
