import { LISTING_SORTS } from '@/lib/product-list/listing-state';

/**
 * Orders of the results page (ADR 0041): by relevance (the default, never in a URL) or any order of the listings.
 * Apart from the SearchState schema, so that the sort control of the listings loads no schema library.
 */
export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
