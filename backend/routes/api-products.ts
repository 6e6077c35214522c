import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TheliaLocale } from '@/contract/common';
import type { FeatureFiltersResponse, ListingFacets, ProductDetail, ProductListResponse, featuresResponseSchema, getPseResponseSchema } from '@/contract/product';
import { productOrderSchema } from '@/contract/product';
import { notFound } from '@/backend/errors';
import type { ListFilter } from '@/backend/repo/product-list-repo';
import type { Repos } from '@/backend/repo/repos';
import { effectiveStockState } from '@/backend/repo/stock';
import { decimalString, flagString, idListString, idString, intString, localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';
import { productTypeSchema } from '@/contract/product-card';

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 12;

const listQuerySchema = z.object({
  limit: intString(1, 1_000_000_000).optional(),
  offset: intString(0, 1_000_000_000).optional(),
  order: productOrderSchema.optional(),
  country_id: idString.optional(),
  locale: localeQuery,
  category: idString.optional(),
  /** One brand id or a comma list of brand ids (any of them); every id must be a visible brand. */
  brand: idListString.optional(),
  /** Technical filter values (ids of `filter_value`, ADR 0041): any value of one feature, every feature chosen. */
  feature: idListString.optional(),
  /** '1': add the listing's facets (brands with counts, price bounds) to the answer. */
  facets: flagString.optional(),
  feature_availability: flagString.optional(),
  price_min: decimalString.optional(),
  price_max: decimalString.optional(),
  type: z.optional(productTypeSchema),
});
type ListQuery = z.output<typeof listQuerySchema>;

/** Turns the listing query into the repository filter: VAT of the country, category subtree, limit capped at 100. */
export function listFilter(repos: Repos, q: ListQuery, ids: number[] | null): ListFilter {
  const countryId = repos.pricing.resolveCountry(q.country_id, q.locale);
  const factor = 1 + repos.pricing.taxPercent(countryId) / 100;
  let categoryIds: number[] | null = null;
  if (q.category !== undefined) {
    categoryIds = repos.categories.stats().subtree(q.category);
    if (categoryIds.length === 0) throw notFound(`Category ${q.category} not found`);
  }
  const brandIds = q.brand === undefined ? null : [...new Set(q.brand)];
  const unknownBrand = brandIds?.find((id) => !repos.brands.exists(id));
  if (unknownBrand !== undefined) throw notFound(`Brand ${unknownBrand} not found`);
  return {
    locale: q.locale, countryId, categoryIds, brandIds, featureValueIds: q.feature === undefined ? null : [...new Set(q.feature)].sort((a, b) => a - b), ids, orderable: q.feature_availability ?? false,
    priceMinNet: q.price_min === undefined ? null : q.price_min / factor - 0.005,
    priceMaxNet: q.price_max === undefined ? null : q.price_max / factor + 0.005,
    type: q.type ?? null, order: q.order ?? 'sales_view_quantity',
    limit: Math.min(q.limit ?? DEFAULT_LIMIT, MAX_LIMIT), offset: q.offset ?? 0,
  };
}

/** Brand and feature facets and the taxed price bounds (EUR, rounded outwards to whole cents) with the country's VAT. */
function listingFacets(repos: Repos, filter: ListFilter): ListingFacets {
  const { brands, priceNet } = repos.list.facets(filter);
  const factor = 1 + repos.pricing.taxPercent(filter.countryId) / 100;
  const counts = repos.list.featureValueCounts(filter);
  const chosen = new Set(filter.featureValueIds ?? []);
  const features = repos.featureFilters
    .filters(filter.locale === 'ro_RO' ? 'ro' : 'de')
    .map((feature) => ({
      id: feature.id,
      title: feature.title,
      kind: feature.kind,
      values: feature.values
        .filter((value) => (counts.get(value.id) ?? 0) > 0 || chosen.has(value.id))
        .map((value) => ({ id: value.id, title: value.title, count: counts.get(value.id) ?? 0 })),
    }))
    // Only what makes sense for this listing: features with more than one value, or with a chosen one.
    .filter((feature) => feature.values.length > 1 || feature.values.some((value) => chosen.has(value.id)));
  return {
    brands,
    features,
    price: priceNet === null ? null : { min: Math.floor(priceNet.min * factor * 100) / 100, max: Math.ceil(priceNet.max * factor * 100) / 100 },
  };
}

const detailQuerySchema = z.object({ document: flagString.optional(), country_id: idString.optional(), locale: localeQuery });
const pseQuerySchema = z.object({ country_id: idString.optional(), locale: localeQuery });
const idParams = z.object({ id: idString });

export function registerApiProductRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/api/products/', async (request): Promise<ProductListResponse> => {
    const q = parseInput(listQuerySchema, request.query, 'query');
    const filter = listFilter(repos, q, null);
    const { total, ids } = repos.list.list(filter);
    const products = repos.cards.cards(ids, filter.locale, filter.countryId);
    if (!q.facets) return { total, products };
    return { total, products, facets: listingFacets(repos, filter) };
  });

  /** The technical filters of the shop with their values (the proxy's check of listing URLs, ADR 0041). */
  app.get('/api/feature_filters/', async (request): Promise<FeatureFiltersResponse> => {
    const q = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    const filters = repos.featureFilters.filters(q.locale === 'ro_RO' ? 'ro' : 'de');
    return { filters: filters.map((f) => ({ id: f.id, title: f.title, kind: f.kind, values: f.values.map((v) => ({ id: v.id, title: v.title })) })) };
  });

  app.get('/api/products_list/', async (request): Promise<ProductListResponse> => {
    const q = parseInput(listQuerySchema.extend({ id: idListString }), request.query, 'query');
    const filter = listFilter(repos, q, q.id);
    const { ids } = repos.list.list({ ...filter, limit: MAX_LIMIT, offset: 0 });
    const matching = new Set(ids);
    const ordered = [...new Set(q.id)].filter((id) => matching.has(id));
    const page = ordered.slice(filter.offset, filter.offset + filter.limit);
    return { total: ordered.length, products: repos.cards.cards(page, filter.locale, filter.countryId) };
  });

  app.get('/api/products/:id', async (request): Promise<ProductDetail> => {
    const { id } = parseInput(idParams, request.params, 'params');
    const q = parseInput(detailQuerySchema, request.query, 'query');
    const countryId = repos.pricing.resolveCountry(q.country_id, q.locale);
    const detail = repos.detail.detail(id, q.locale, countryId, q.document ?? false);
    if (!detail) throw notFound(`Product ${id} not found`);
    return detail;
  });

  app.get('/api/get_pse/:pse', async (request): Promise<z.infer<typeof getPseResponseSchema>> => {
    const { pse } = parseInput(z.object({ pse: idString }), request.params, 'params');
    const q = parseInput(pseQuerySchema, request.query, 'query');
    const countryId = repos.pricing.resolveCountry(q.country_id, q.locale);
    const row = repos.detail.pse(pse);
    if (!row) throw notFound(`PSE ${pse} not found`);
    const blocked = repos.cards.undeliverable([row.productId]).get(row.productId) ?? [];
    return { pse_id: row.id, product_id: row.productId, ref: row.ref, quantity: row.quantity, stock_state: effectiveStockState(row.stockState, blocked, countryId) };
  });

  app.get('/api/ExternalOrderApi/features/product/:id/:langCode', async (request): Promise<z.infer<typeof featuresResponseSchema>> => {
    const { id, langCode } = parseInput(z.object({ id: idString, langCode: z.enum(['de', 'ro']) }), request.params, 'params');
    const locale: TheliaLocale = langCode === 'ro' ? 'ro_RO' : 'de_AT';
    if (!repos.detail.visibleProduct(id, locale)) throw notFound(`Product ${id} not found`);
    return { features: repos.extras.features(id, langCode) };
  });
}
