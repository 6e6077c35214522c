import { z } from 'zod';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@/lib/shop/constants';

/** Longest search term the storefront accepts (longer input is cut, never sent whole to the engine). */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** Most categories or brands a shopper can filter by at once. */
export const SEARCH_MAX_FILTER_IDS = 20;

const id = z.number().int().positive();

/**
 * What the shopper searches: the term, the filters (categories, brands, price range in the shop's currency) and the
 * chunk (page number, 1-based, of `size` results). The one input of the query builder (lib/search/query-builder.ts)
 * and of `GET /api/search`; the results page keeps it in its URL.
 */
export const searchStateSchema = z.object({
  term: z.string().trim().min(1).max(SEARCH_TERM_MAX_LENGTH),
  categories: z.array(id).max(SEARCH_MAX_FILTER_IDS),
  brands: z.array(id).max(SEARCH_MAX_FILTER_IDS),
  priceMin: z.number().min(PRICE_FILTER_MIN).max(PRICE_FILTER_MAX).nullable(),
  priceMax: z.number().min(PRICE_FILTER_MIN).max(PRICE_FILTER_MAX).nullable(),
  page: z.number().int().min(1).max(1000),
  size: z.number().int().min(1).max(48),
});
export type SearchState = z.infer<typeof searchStateSchema>;
