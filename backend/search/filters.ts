import type { Filter } from '@/contract/search/query-dsl';
import { parsingError } from './errors';
import { valueKey, type IndexRuntime } from './index-runtime';

/** The field of a one-field clause (`{ term: { field: value } }`). */
export function onlyEntry<T>(record: Record<string, T>): [string, T] {
  const entries = Object.entries(record);
  const first = entries[0];
  if (entries.length !== 1 || !first) throw parsingError('expected exactly one field');
  return first;
}

function postingsOf(index: IndexRuntime, field: string): { kind: 'keyword' | 'number'; postings: Map<string, Set<number>> } {
  const kind = index.kinds.get(field);
  const postings = index.postings.get(field);
  if ((kind !== 'keyword' && kind !== 'number') || !postings) {
    throw parsingError(`[${field}] is not a keyword or numeric field of [${index.name}]`);
  }
  return { kind, postings };
}

function keyOf(field: string, kind: 'keyword' | 'number', value: string | number): string {
  if (kind === 'keyword') return String(value);
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) throw parsingError(`[${field}] expects a number, got [${value}]`);
  return valueKey(number);
}

/** The documents a filter lets through (filter context: no score). */
export function filterRows(index: IndexRuntime, filter: Filter): Set<number> {
  if ('term' in filter) {
    const [field, value] = onlyEntry(filter.term);
    const { kind, postings } = postingsOf(index, field);
    return new Set(postings.get(keyOf(field, kind, value)) ?? []);
  }
  if ('terms' in filter) {
    const [field, list] = onlyEntry(filter.terms);
    const { kind, postings } = postingsOf(index, field);
    const out = new Set<number>();
    for (const value of list) for (const row of postings.get(keyOf(field, kind, value)) ?? []) out.add(row);
    return out;
  }
  if ('range' in filter) {
    const [field, range] = onlyEntry(filter.range);
    if (index.kinds.get(field) !== 'number') throw parsingError(`[range] needs a numeric field; [${field}] is not one in [${index.name}]`);
    const out = new Set<number>();
    for (const [row, list] of index.values.get(field) ?? []) {
      if (list.some((v) => typeof v === 'number' && (range.gte === undefined || v >= range.gte) && (range.lte === undefined || v <= range.lte))) out.add(row);
    }
    return out;
  }
  let out: Set<number> = new Set(index.rowids);
  for (const inner of filter.bool.filter) {
    const rows = filterRows(index, inner);
    const kept = new Set<number>();
    for (const row of out) if (rows.has(row)) kept.add(row);
    out = kept;
  }
  return out;
}
