import { featureOfValue, groupFeatureValues } from '@/contract/feature-value-id';
import { LISTING_MAX_FEATURE_VALUES } from '@/contract/constants';
import type { Aggregation, Filter, SortClause } from '@/contract/search/query-dsl';
import type { SearchSort } from './search-sorts';
import type { SearchState } from './search-state';

/**
 * The technical filters and the order of a search (ADR 0041), apart from the term query: `post_filter` clauses on
 * the documents' `feature_values`, the aggregations that count them like the brand facet, and the `sort` of each
 * order the results page offers. lib/search/query-builder.ts puts them into the product query.
 */

/** Keyword and numeric fields of the technical filters and the orders. */
export const FEATURE_FIELDS = {
  /** The product's filter value ids (contract/feature-value-id.ts). */
  values: 'feature_values',
  /** `{valueId}|{kind}|{feature title}|{value title}` per filter value (facet keys, titles in the index's locale). */
  keys: 'feature_keys',
} as const;
export const SORT_FIELDS = { price: 'price_taxed', created: 'created_at', title: 'sort_title', sales: 'sales_count' } as const;

/** Terms aggregation size of the feature keys: every value of every filterable feature fits. */
export const FEATURE_KEYS_AGG_SIZE = 1000;

/** Name of the aggregation that counts the values of a chosen feature under the other filters. */
export const chosenFeatureAggName = (featureId: number): string => `features_${featureId}`;

/** One `terms` clause per chosen feature: any of its values, every chosen feature. */
export function featureFilterClauses(state: Pick<SearchState, 'features'>): Filter[] {
  return groupFeatureValues((state.features ?? []).slice(0, LISTING_MAX_FEATURE_VALUES)).map((values) => ({ terms: { [FEATURE_FIELDS.values]: values } }));
}

const allOf = (filters: readonly Filter[]): Filter => ({ bool: { filter: [...filters] } });

/**
 * The feature facets: `features` counts every value under all filters (what the values of features not chosen
 * show), and one `features_{id}` per chosen feature counts under every filter but that feature's own, so a chosen
 * value never hides the other values of its feature. `others` are the category, brand and price filters.
 */
export function featureAggregations(state: Pick<SearchState, 'features'>, others: readonly Filter[]): Record<string, Aggregation> {
  const keys = { keys: { terms: { field: FEATURE_FIELDS.keys, size: FEATURE_KEYS_AGG_SIZE } } };
  const chosen = featureFilterClauses(state);
  const aggs: Record<string, Aggregation> = { features: { filter: allOf([...others, ...chosen]), aggs: keys } };
  const groups = groupFeatureValues((state.features ?? []).slice(0, LISTING_MAX_FEATURE_VALUES));
  groups.forEach((values, index) => {
    const feature = featureOfValue(values[0] ?? 0);
    aggs[chosenFeatureAggName(feature)] = { filter: allOf([...others, ...chosen.filter((_, i) => i !== index)]), aggs: keys };
  });
  return aggs;
}

/** The sort of each order: relevance by score; the listing orders by their field; ties by id, so chunks never overlap. */
export function searchSortClauses(sort: SearchSort | undefined): SortClause[] {
  switch (sort ?? 'relevance') {
    case 'price_asc':
      return [{ [SORT_FIELDS.price]: 'asc' }, { id: 'asc' }];
    case 'price_desc':
      return [{ [SORT_FIELDS.price]: 'desc' }, { id: 'asc' }];
    case 'newest':
      return [{ [SORT_FIELDS.created]: 'desc' }, { id: 'asc' }];
    case 'name':
      return [{ [SORT_FIELDS.title]: 'asc' }, { id: 'asc' }];
    case 'sales':
      return [{ [SORT_FIELDS.sales]: 'desc' }, { id: 'asc' }];
    default:
      return [{ _score: 'desc' }, { id: 'asc' }];
  }
}
