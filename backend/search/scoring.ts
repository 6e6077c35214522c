import type { BoolQuery, MultiMatch, Query } from '@/lib/search/query-dsl';
import { analyze, autoFuzziness, editDistance, ftsString } from './analysis';
import { parsingError } from './errors';
import { filterRows } from './filters';
import { charMask, type IndexRuntime } from './index-runtime';

/** rowid → score of the documents a query matches. */
export type Scores = Map<number, number>;

/** Elasticsearch's default `max_expansions` of a fuzzy query: the closest terms first, then the most frequent. */
export const MAX_EXPANSIONS = 50;

function popCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export type ExpansionGroup = { weight: number; terms: string[] };

type Field = { field: string; column: number; boost: number };

function textFields(index: IndexRuntime, fields: readonly string[]): Field[] {
  return fields.map((spec) => {
    const [field = '', boostText] = spec.split('^');
    const column = index.columnOf.get(field);
    if (column === undefined) throw parsingError(`[${field}] is not a text field of [${index.name}]`);
    return { field, column, boost: boostText === undefined ? 1 : Number(boostText) };
  });
}

/**
 * The terms a query token stands for, grouped by edit distance: the token itself (weight 1), then the index terms
 * within `fuzziness AUTO` of it, at most MAX_EXPANSIONS. A fuzzy term weighs `1 - edits / length`, as Lucene's
 * fuzzy query scales its expansions.
 */
export function expansions(index: IndexRuntime, token: string, fuzzy: boolean): ExpansionGroup[] {
  const max = fuzzy ? autoFuzziness(token) : 0;
  if (max === 0) return [{ weight: 1, terms: [token] }];
  const known = index.expansionCache.get(token);
  if (known) return known;
  const groups = fuzzyExpansions(index, token, max);
  // The vocabulary never changes while the backend runs: a token's expansions are kept (at most EXPANSION_CACHE_SIZE).
  if (index.expansionCache.size >= EXPANSION_CACHE_SIZE) index.expansionCache.delete(index.expansionCache.keys().next().value ?? '');
  index.expansionCache.set(token, groups);
  return groups;
}

const EXPANSION_CACHE_SIZE = 5_000;

function fuzzyExpansions(index: IndexRuntime, token: string, max: number): ExpansionGroup[] {
  const groups = [{ weight: 1, terms: [token] }];
  const length = [...token].length;
  const found: { term: string; edits: number; docs: number }[] = [];
  const mask = charMask(token);
  for (let l = length - max; l <= length + max; l += 1) {
    for (const candidate of index.vocabByLength.get(l) ?? []) {
      if (candidate.term === token || popCount(candidate.mask ^ mask) > 2 * max) continue;
      const edits = editDistance(token, candidate.term, max);
      if (edits <= max) found.push({ term: candidate.term, edits, docs: candidate.docs });
    }
  }
  found.sort((a, b) => a.edits - b.edits || b.docs - a.docs || (a.term < b.term ? -1 : 1));
  for (let edits = 1; edits <= max; edits += 1) {
    const terms = found.slice(0, MAX_EXPANSIONS).filter((f) => f.edits === edits).map((f) => f.term);
    if (terms.length > 0) groups.push({ weight: Math.max(0, 1 - edits / length), terms });
  }
  return groups;
}

/**
 * A token in the fields (most_fields): Σ over the fields of boost × the field's BM25 score, a field's score being
 * that of the token's best expansion group found there. One FTS5 query per field and group, with the column filter
 * and weight 1 on that column only: FTS5's bm25() applies column weights to the term frequency (they saturate),
 * not to the score, so boosts are applied here, linearly, as Elasticsearch does. Fields and groups whose terms do
 * not occur in that column (the vocabulary tells) are not asked.
 */
function tokenScores(index: IndexRuntime, token: string, fields: readonly Field[], fuzzy: boolean): Scores {
  const out: Scores = new Map();
  const groups = expansions(index, token, fuzzy);
  for (const f of fields) {
    const weights = new Array<number>(index.columnCount).fill(0);
    weights[f.column] = 1;
    const best = new Map<number, number>();
    for (const group of groups) {
      const terms = group.terms.filter((term) => index.vocab.get(term)?.columns.has(f.column));
      if (terms.length === 0) continue;
      for (const [row, score] of index.match(`{c${f.column}} : (${terms.map(ftsString).join(' OR ')})`, weights)) {
        const weighted = score * group.weight;
        if (weighted > (best.get(row) ?? -1)) best.set(row, weighted);
      }
    }
    for (const [row, score] of best) out.set(row, (out.get(row) ?? 0) + f.boost * score);
  }
  return out;
}

/** A token as the beginning of a term (bool_prefix's last token): a constant score, the field's boost, per field. */
function prefixScores(index: IndexRuntime, token: string, fields: readonly Field[]): Scores {
  const out: Scores = new Map();
  for (const f of fields) {
    for (const row of index.matchRows(`{c${f.column}} : ${ftsString(token)} *`)) out.set(row, (out.get(row) ?? 0) + f.boost);
  }
  return out;
}

function combine(parts: readonly Scores[], operator: 'and' | 'or'): Scores {
  const [first, ...rest] = parts;
  if (!first) return new Map();
  if (operator === 'or') {
    const out: Scores = new Map();
    for (const part of parts) for (const [row, score] of part) out.set(row, (out.get(row) ?? 0) + score);
    return out;
  }
  const out: Scores = new Map();
  for (const [row, score] of first) {
    let sum = score;
    let all = true;
    for (const part of rest) {
      const other = part.get(row);
      if (other === undefined) {
        all = false;
        break;
      }
      sum += other;
    }
    if (all) out.set(row, sum);
  }
  return out;
}

function multiMatchScores(index: IndexRuntime, query: MultiMatch['multi_match']): Scores {
  const tokens = analyze(query.query);
  const fields = textFields(index, query.fields);
  if (tokens.length === 0) return new Map();
  const fuzzy = query.fuzziness === 'AUTO';
  const parts = tokens.map((token, i) =>
    query.type === 'bool_prefix' && i === tokens.length - 1 ? prefixScores(index, token, fields) : tokenScores(index, token, fields, fuzzy),
  );
  const scores = combine(parts, query.operator ?? 'or');
  const boost = query.boost ?? 1;
  if (boost !== 1) for (const [row, score] of scores) scores.set(row, score * boost);
  return scores;
}

function boolScores(index: IndexRuntime, query: BoolQuery['bool']): Scores {
  const must = (query.must ?? []).map((q) => queryScores(index, q));
  const should = (query.should ?? []).map((q) => queryScores(index, q));
  const filters = (query.filter ?? []).map((f) => filterRows(index, f));
  const minimumShould = query.minimum_should_match ?? (must.length > 0 || filters.length > 0 ? 0 : 1);

  let base: Scores | null = must.length > 0 ? combine(must, 'and') : null;
  for (const rows of filters) {
    if (base === null) base = new Map([...rows].map((row) => [row, 0]));
    else for (const row of base.keys()) if (!rows.has(row)) base.delete(row);
  }
  if (should.length > 0) {
    const counts = new Map<number, { n: number; score: number }>();
    for (const part of should) {
      for (const [row, score] of part) {
        const c = counts.get(row) ?? { n: 0, score: 0 };
        counts.set(row, { n: c.n + 1, score: c.score + score });
      }
    }
    if (base === null) base = new Map([...counts].filter(([, c]) => c.n >= minimumShould).map(([row]) => [row, 0]));
    for (const [row, score] of base) {
      const c = counts.get(row);
      if ((c?.n ?? 0) < minimumShould) base.delete(row);
      else if (c) base.set(row, score + c.score);
    }
  }
  return base ?? new Map(index.rowids.map((row) => [row, 1]));
}

/** The documents a query matches, with their scores. */
export function queryScores(index: IndexRuntime, query: Query): Scores {
  if ('multi_match' in query) return multiMatchScores(index, query.multi_match);
  if ('bool' in query) return boolScores(index, query.bool);
  return new Map(index.rowids.map((row) => [row, 1]));
}
