import { z } from 'zod';

/**
 * The subset of the Elasticsearch / OpenSearch `_search` request body the storefront's query builder produces
 * (lib/search/query-builder.ts) and the reference backend answers (backend/search/*). Every object is strict: a
 * key outside the subset makes the backend answer 400 `parsing_exception`, never a wrong result.
 */

/** A field name, optionally with a boost: `title.de_AT^6`. */
export const FIELD_PATTERN = /^[a-z_][a-z0-9_]*(\.[a-z0-9_]+)*$/i;
const fieldWithBoost = z.string().regex(/^[a-z_][a-z0-9_]*(\.[a-z0-9_]+)*(\^\d{1,3}(\.\d{1,3})?)?$/i, 'expected a field name with an optional ^boost');
const fieldName = z.string().regex(FIELD_PATTERN, 'expected a field name');
const keywordValue = z.union([z.string().max(200), z.number()]);

/** A record with exactly one field key (`{ term: { locale: 'de_AT' } }`). */
const oneField = <T extends z.ZodType>(value: T) =>
  z.record(fieldName, value).refine((record) => Object.keys(record).length === 1, 'expected exactly one field');

export type TermFilter = { term: Record<string, string | number> };
export type TermsFilter = { terms: Record<string, (string | number)[]> };
export type RangeFilter = { range: Record<string, { gte?: number; lte?: number }> };
export type BoolFilter = { bool: { filter: Filter[] } };
export type Filter = TermFilter | TermsFilter | RangeFilter | BoolFilter;

export const filterSchema: z.ZodType<Filter> = z.lazy(() =>
  z.union([
    z.strictObject({ term: oneField(keywordValue) }),
    z.strictObject({ terms: oneField(z.array(keywordValue).min(1).max(100)) }),
    z.strictObject({
      range: oneField(
        z
          .strictObject({ gte: z.number().optional(), lte: z.number().optional() })
          .refine((range) => range.gte !== undefined || range.lte !== undefined, 'expected gte or lte'),
      ),
    }),
    z.strictObject({ bool: z.strictObject({ filter: z.array(filterSchema).max(20) }) }),
  ]),
);

export type MultiMatch = {
  multi_match: {
    query: string;
    fields: string[];
    /**
     * best_fields: the best field's score plus tie_breaker × the other fields' (each field needing every term under
     * operator and); most_fields: the fields' scores summed; bool_prefix: the last word also as a prefix.
     */
    type: 'best_fields' | 'most_fields' | 'bool_prefix';
    fuzziness?: 'AUTO';
    operator?: 'and' | 'or';
    tie_breaker?: number;
    boost?: number;
  };
};
export type BoolQuery = {
  bool: { must?: Query[]; should?: Query[]; filter?: Filter[]; minimum_should_match?: number };
};
export type MatchAll = { match_all: Record<string, never> };
/** The positive query's hits, those also matching `negative` with their score multiplied by `negative_boost` (< 1). */
export type BoostingQuery = { boosting: { positive: Query; negative: Query; negative_boost: number } };
/** The best of the queries' scores (plus tie_breaker × the others'). */
export type DisMaxQuery = { dis_max: { queries: Query[]; tie_breaker?: number } };
export type Query = MultiMatch | BoolQuery | MatchAll | BoostingQuery | DisMaxQuery;

const multiMatchSchema = z.strictObject({
  multi_match: z.strictObject({
    query: z.string().max(500),
    fields: z.array(fieldWithBoost).min(1).max(10),
    type: z.enum(['best_fields', 'most_fields', 'bool_prefix']),
    fuzziness: z.literal('AUTO').optional(),
    operator: z.enum(['and', 'or']).optional(),
    tie_breaker: z.number().min(0).max(1).optional(),
    boost: z.number().positive().max(1000).optional(),
  }),
});

export const querySchema: z.ZodType<Query> = z.lazy(() =>
  z.union([
    multiMatchSchema,
    z.strictObject({
      bool: z.strictObject({
        must: z.array(querySchema).max(20).optional(),
        should: z.array(querySchema).max(20).optional(),
        filter: z.array(filterSchema).max(20).optional(),
        minimum_should_match: z.number().int().min(0).max(20).optional(),
      }),
    }),
    z.strictObject({ match_all: z.strictObject({}) }),
    z.strictObject({ boosting: z.strictObject({ positive: querySchema, negative: querySchema, negative_boost: z.number().min(0).max(1) }) }),
    z.strictObject({ dis_max: z.strictObject({ queries: z.array(querySchema).min(1).max(20), tie_breaker: z.number().min(0).max(1).optional() }) }),
  ]),
);

export type TermsAgg = { terms: { field: string; size: number } };
export type FilteredTermsAgg = { filter: Filter; aggs: Record<string, TermsAgg> };
export type Aggregation = TermsAgg | FilteredTermsAgg;

const termsAggSchema = z.strictObject({ terms: z.strictObject({ field: fieldName, size: z.number().int().min(1).max(1000) }) });
const aggNameSchema = z.string().regex(/^[a-z_][a-z0-9_]{0,63}$/i, 'expected an aggregation name');
export const aggregationSchema = z.union([
  termsAggSchema,
  z.strictObject({ filter: filterSchema, aggs: z.record(aggNameSchema, termsAggSchema) }),
]);

/** Sort fields of the listing orders (lib/search/search-filters.ts SORT_FIELDS): the only ones besides score and id. */
export const SORTABLE_FIELDS = ['price_taxed', 'created_at', 'sort_title', 'sales_count'] as const;
export type SortableField = (typeof SORTABLE_FIELDS)[number];
export type SortClause = { _score: 'desc' } | { id: 'asc' } | { [K in SortableField]?: 'asc' | 'desc' };

export type SearchBody = {
  query: Query;
  post_filter?: Filter;
  aggs?: Record<string, Aggregation>;
  from: number;
  size: number;
  min_score?: number;
  track_total_hits?: boolean | number;
  sort?: SortClause[];
  _source?: string[];
};

/** Elasticsearch's default `index.max_result_window`: from + size may not exceed it. */
export const MAX_RESULT_WINDOW = 10_000;

export const searchBodySchema = z
  .strictObject({
    query: querySchema,
    post_filter: filterSchema.optional(),
    aggs: z.record(aggNameSchema, aggregationSchema).optional(),
    from: z.number().int().min(0).default(0),
    size: z.number().int().min(0).max(1000).default(10),
    min_score: z.number().min(0).optional(),
    track_total_hits: z.union([z.boolean(), z.number().int().min(0)]).optional(),
    sort: z
      .array(
        z.union([
          z.strictObject({ _score: z.literal('desc') }),
          z.strictObject({ id: z.literal('asc') }),
          z.partialRecord(z.enum(SORTABLE_FIELDS), z.enum(['asc', 'desc'])).refine((record) => Object.keys(record).length === 1, 'expected exactly one field'),
        ]),
      )
      .max(2)
      .optional(),
    _source: z.array(fieldName).max(50).optional(),
  })
  .refine((body) => body.from + body.size <= MAX_RESULT_WINDOW, `from + size must be at most ${MAX_RESULT_WINDOW}`);
