import { searchBodySchema, type Aggregation } from '@/contract/search/query-dsl';
import type { Db } from '@/backend/db/open';
import { EngineError, parsingError } from './errors';
import { ensureSearchIndexes } from './ensure';
import { filterRows } from './filters';
import { loadIndexRuntime, valueKey, type DocValue, type IndexRuntime } from './index-runtime';
import { readSearchIndexes, valueAt } from './index-store';
import { queryScores } from './scoring';
import { sortKey } from './sort';

/** Elasticsearch's default `track_total_hits`: exact counts up to 10,000. */
const DEFAULT_TRACK_TOTAL_HITS = 10_000;

type Bucket = { key: DocValue; doc_count: number };

function termsBuckets(index: IndexRuntime, rows: Iterable<number>, field: string, size: number) {
  const kind = index.kinds.get(field);
  const values = index.values.get(field);
  if ((kind !== 'keyword' && kind !== 'number') || !values) throw parsingError(`[terms] needs a keyword or numeric field; [${field}] is not one in [${index.name}]`);
  const counts = new Map<string, Bucket>();
  for (const row of rows) {
    for (const value of new Set(values.get(row) ?? [])) {
      const key = valueKey(value);
      const bucket = counts.get(key) ?? { key: value, doc_count: 0 };
      bucket.doc_count += 1;
      counts.set(key, bucket);
    }
  }
  const sorted = [...counts.values()].sort((a, b) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const buckets = sorted.slice(0, size);
  const other = sorted.slice(size).reduce((sum, b) => sum + b.doc_count, 0);
  return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets };
}

function aggregate(index: IndexRuntime, rows: ReadonlySet<number>, aggs: Record<string, Aggregation>) {
  const out: Record<string, unknown> = {};
  for (const [name, agg] of Object.entries(aggs)) {
    if ('terms' in agg) {
      out[name] = termsBuckets(index, rows, agg.terms.field, agg.terms.size);
      continue;
    }
    const matchesAll = 'bool' in agg.filter && agg.filter.bool.filter.length === 0;
    const passing = matchesAll ? null : filterRows(index, agg.filter);
    const inner = passing === null ? rows : new Set([...rows].filter((row) => passing.has(row)));
    out[name] = { doc_count: inner.size, ...aggregate(index, inner, agg.aggs) };
  }
  return out;
}

/** Keeps the listed fields of a `_source` (dotted paths allowed). */
function pickSource(source: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields) return source;
  const out: Record<string, unknown> = {};
  for (const path of fields) {
    const value = valueAt(source, path);
    if (value === undefined) continue;
    const parts = path.split('.');
    let target = out;
    for (const part of parts.slice(0, -1)) {
      const next = (target[part] ??= {}) as Record<string, unknown>;
      target = next;
    }
    target[parts[parts.length - 1] ?? path] = value;
  }
  return out;
}

export type SearchEngine = {
  /** Answers `POST /{index}/_search`; throws EngineError (4xx) for a request it cannot answer. */
  search: (index: string, body: unknown) => unknown;
  indexNames: () => string[];
};

/**
 * The reference backend's search engine over the indexes in SQLite (backend/search/index-store.ts). It answers the
 * request subset of contract/search/query-dsl.ts; anything else is a 400 parsing_exception. The indexes are built
 * on first use when the database has none (a database seeded in memory by a test).
 */
export function createSearchEngine(db: Db): SearchEngine {
  let stored: ReturnType<typeof readSearchIndexes> | null = null;
  const runtimes = new Map<string, IndexRuntime>();
  const storedIndexes = () => {
    if (stored) return stored;
    ensureSearchIndexes(db);
    stored = readSearchIndexes(db);
    return stored;
  };
  const runtimeOf = (name: string): IndexRuntime => {
    const existing = runtimes.get(name);
    if (existing) return existing;
    const definition = storedIndexes().get(name);
    if (!definition) throw new EngineError(404, 'index_not_found_exception', `no such index [${name}]`, { index: name, 'resource.type': 'index_or_alias', 'resource.id': name });
    const runtime = loadIndexRuntime(db, definition);
    runtimes.set(name, runtime);
    return runtime;
  };

  return {
    indexNames: () => [...storedIndexes().keys()],
    search(name, rawBody) {
      const started = performance.now();
      const index = runtimeOf(name);
      const parsed = searchBodySchema.safeParse(rawBody ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw parsingError(`request outside the supported subset at [${issue?.path.join('.') ?? ''}]: ${issue?.message ?? 'invalid'}`);
      }
      const body = parsed.data;
      const scores = queryScores(index, body.query);
      if (body.min_score !== undefined) for (const [row, score] of scores) if (score < body.min_score) scores.delete(row);
      const matched = new Set(scores.keys());
      let hits = [...scores];
      if (body.post_filter) {
        const passing = filterRows(index, body.post_filter);
        hits = hits.filter(([row]) => passing.has(row));
      }
      const sort = body.sort ?? [{ _score: 'desc' as const }];
      const keys = sort.map((clause) => sortKey(index, clause));
      hits.sort(([ra, sa], [rb, sb]) => {
        for (const key of keys) {
          const order = key.compare(ra, sa, rb, sb);
          if (order !== 0) return order;
        }
        return ra - rb;
      });
      const page = hits.slice(body.from, body.from + body.size);
      const sources = index.sources(page.map(([row]) => row));
      const track = body.track_total_hits === undefined ? DEFAULT_TRACK_TOTAL_HITS : body.track_total_hits;
      const limit = track === true ? Number.POSITIVE_INFINITY : track === false ? null : track;
      const total = limit === null ? undefined : hits.length > limit ? { value: limit, relation: 'gte' } : { value: hits.length, relation: 'eq' };
      const maxScore = hits.reduce<number | null>((max, [, score]) => (max === null || score > max ? score : max), null);
      return {
        took: Math.round(performance.now() - started),
        timed_out: false,
        _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
        hits: {
          ...(total ? { total } : {}),
          max_score: maxScore,
          hits: page.map(([row, score]) => ({
            _index: name,
            _id: sources.get(row)?.id ?? String(row),
            _score: score,
            _source: pickSource(sources.get(row)?.source ?? {}, body._source),
            ...(body.sort ? { sort: keys.map((key) => key.value(row, score)) } : {}),
          })),
        },
        ...(body.aggs ? { aggregations: aggregate(index, matched, body.aggs) } : {}),
      };
    },
  };
}
