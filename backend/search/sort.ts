import type { SortClause } from '@/contract/search/query-dsl';
import { parsingError } from './errors';
import type { DocValue, IndexRuntime } from './index-runtime';

export type SortKey = {
  /** Negative when row a comes first. */
  compare: (rowA: number, scoreA: number, rowB: number, scoreB: number) => number;
  /** The hit's `sort` value of this clause (null for a missing value, as Elasticsearch answers). */
  value: (row: number, score: number) => DocValue | null;
};

const compareValues = (a: DocValue, b: DocValue): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;

/**
 * One sort clause of the subset (contract/search/query-dsl.ts): `_score` descending, `id` ascending, or a keyword, date
 * or numeric field of the listing orders (price, creation date, title, sales) either way. A document without the
 * field comes last in both directions (Elasticsearch's `missing: _last`); of several values, the smallest sorts an
 * ascending order and the largest a descending one (its `mode` default).
 */
export function sortKey(index: IndexRuntime, clause: SortClause): SortKey {
  if ('_score' in clause) return { compare: (_ra, sa, _rb, sb) => sb - sa, value: (_row, score) => score };
  const entries = Object.entries(clause) as Array<[string, 'asc' | 'desc']>;
  const [field, order] = entries[0] ?? ['', 'asc'];
  const kind = index.kinds.get(field);
  const values = index.values.get(field);
  if ((kind !== 'keyword' && kind !== 'number') || !values) throw parsingError(`No mapping found for [${field}] in order to sort on`);
  const pick = (row: number): DocValue | null => {
    const list = values.get(row) ?? [];
    if (list.length === 0) return null;
    return list.reduce((best, v) => ((order === 'asc' ? compareValues(v, best) < 0 : compareValues(v, best) > 0) ? v : best));
  };
  return {
    compare: (ra, _sa, rb) => {
      const a = pick(ra);
      const b = pick(rb);
      if (a === null || b === null) return a === null && b === null ? 0 : a === null ? 1 : -1;
      return order === 'asc' ? compareValues(a, b) : compareValues(b, a);
    },
    value: (row) => pick(row),
  };
}
