import { cleanedSearch, listingSegment, parseListingQuery } from '@/lib/product-list/listing-state';
import { INTERNAL } from './known-routes';

/** Internal listing routes and whether their listing has a brand filter (a brand or landing page has a fixed brand). */
const LISTING_ROUTES: ReadonlyArray<{ pattern: RegExp; brandFilter: boolean }> = [
  { pattern: new RegExp(`^/${INTERNAL.category}/\\d+$`), brandFilter: true },
  { pattern: new RegExp(`^/${INTERNAL.brand}/\\d+$`), brandFilter: false },
  { pattern: new RegExp(`^/${INTERNAL.content}/\\d+$`), brandFilter: false },
  { pattern: /^\/shop-grid-standard\/[a-z]+$/, brandFilter: true },
];

export type ListingRoute =
  /** Not a listing, or a listing without state: the route as it is. */
  | { kind: 'plain'; internalPath: string }
  /** A canonical listing state: the route with its state segment. */
  | { kind: 'state'; internalPath: string }
  /** Listing parameters that are invalid or not in canonical form: redirect to the cleaned public query. */
  | { kind: 'redirect'; search: string };

/**
 * The listing part of the proxy: the public query (`sort`, `brand`, `feature`, `price_min`, `price_max`, `page`) of a listing
 * becomes a path segment of the internal route (`/view/category/12/sort-price_asc~page-2`), so that the page stays
 * on-demand ISR and is cached per state. Non-canonical or invalid parameters answer a redirect to the cleaned URL.
 */
export function listingRoute(
  internalPath: string,
  params: URLSearchParams,
  isKnownBrand?: (id: number) => boolean,
  priceMax?: number,
  isKnownFeatureValue?: (id: number) => boolean,
): ListingRoute {
  // A state segment is internal: `/shop-grid-standard/sale/page-2` typed as a path would duplicate `?page=2`.
  if (/^\/shop-grid-standard\/[^/]+\/./.test(internalPath)) return { kind: 'plain', internalPath: `/${INTERNAL.notFound}` };
  const route = LISTING_ROUTES.find((candidate) => candidate.pattern.test(internalPath));
  if (!route) return { kind: 'plain', internalPath };
  const parsed = parseListingQuery(params, { brandFilter: route.brandFilter, ...(isKnownBrand ? { isKnownBrand } : {}), ...(priceMax !== undefined ? { priceMax } : {}),
    ...(isKnownFeatureValue ? { isKnownFeatureValue } : {}),
  });
  if (!parsed.present) return { kind: 'plain', internalPath };
  if (!parsed.canonical) return { kind: 'redirect', search: cleanedSearch(params, parsed.state) };
  const segment = listingSegment(parsed.state);
  return segment === null ? { kind: 'plain', internalPath } : { kind: 'state', internalPath: `${internalPath}/${segment}` };
}
