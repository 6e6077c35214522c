import { listingQueryString, parseListingQuery } from './listing-state';
import { parseSearchFilters, parseSearchSort, searchHref } from './search-url';

/** The page a filter or sort form of a product list belongs to, with the shop currency's price bound (the fields are read with it). */
export type ProductListTarget =
  | { kind: 'listing'; /** False on brand and landing pages (fixed brand). */ brandFilter: boolean; priceMax: number }
  | { kind: 'search'; term: string; priceMax: number };

/**
 * Where a filter or sort form goes with JavaScript: the canonical URL of the form's fields (first chunk), read as the
 * page reads its own URL. `pathname` is the listing's public path (the results page's is the term's).
 */
export function formTargetHref(target: ProductListTarget, fields: URLSearchParams, pathname: string): string {
  if (target.kind === 'search') {
    return searchHref({ term: target.term, ...parseSearchFilters(fields, target.priceMax), sort: parseSearchSort(fields), page: 1 });
  }
  const { state } = parseListingQuery(fields, { brandFilter: target.brandFilter, priceMax: target.priceMax });
  return `${pathname}${listingQueryString({ ...state, page: 1 })}`;
}
