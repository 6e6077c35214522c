import type { Analyzer } from '@/backend/search/analysis/analyzer';
import type { BoolQuery, BoostingQuery, DisMaxQuery, MultiMatch, Query } from '@/contract/search/query-dsl';
import { autoFuzziness, editDistance, ftsString } from './analysis';
import { ftsTerm } from './field-analyzers';
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

type Field = { field: string; column: number; boost: number; search: Analyzer };

function textFields(index: IndexRuntime, fields: readonly string[]): Field[] {
  return fields.map((spec) => {
    const [field = '', boostText] = spec.split('^');
    const column = index.columnOf.get(field);
    const analyzers = index.analyzers.get(field);
    if (column === undefined || !analyzers) throw parsingError(`[${field}] is not a text field of [${index.name}]`);
    return { field, column, boost: boostText === undefined ? 1 : Number(boostText), search: analyzers.search };
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
 * The terms standing at one position of the query in one field: the field's BM25 score of the best of them, each
 * with its fuzzy expansion groups (a group's score times its weight and the blended idf below). Like the engine's
 * synonym query over stacked terms, a document needs any one of them. One FTS5 query per
 * group, with the column filter and weight 1 on that column only: FTS5's bm25() applies column weights to the term
 * frequency (they saturate), not to the score, so boosts are applied by the caller, linearly, as Elasticsearch does.
 * Groups whose terms do not occur in that column (the vocabulary tells) are not asked.
 */
function positionScores(index: IndexRuntime, terms: readonly string[], f: Field, fuzzy: boolean): Scores {
  const best: Scores = new Map();
  const weights = new Array<number>(index.columnCount).fill(0);
  weights[f.column] = 1;
  const n = index.rowids.length;
  const idf = (docs: number) => Math.log(1 + (n - docs + 0.5) / (docs + 0.5));
  for (const term of terms) {
    const groups = expansions(index, term, fuzzy);
    // Lucene blends the document frequencies of a fuzzy query's terms (the most frequent one's for all), so a rare
    // misspelling-like neighbour does not outweigh the word itself: each group's score is scaled to that idf.
    const docsOf = (t: string) => index.vocab.get(t)?.docs ?? 0;
    const blended = Math.max(0, ...groups.flatMap((group) => group.terms.map(docsOf)));
    for (const group of groups) {
      const found = group.terms.filter((t) => index.vocab.get(t)?.columns.has(f.column));
      if (found.length === 0) continue;
      const own = Math.max(...found.map(docsOf));
      const scale = groups.length > 1 && own > 0 ? idf(blended) / idf(own) : 1;
      for (const [row, score] of index.match(`{c${f.column}} : (${found.map(ftsString).join(' OR ')})`, weights)) {
        const weighted = score * group.weight * scale;
        if (weighted > (best.get(row) ?? -1)) best.set(row, weighted);
      }
    }
  }
  return best;
}

/** A term as the beginning of a term (bool_prefix's last position) in one field: a constant score of 1. */
function prefixScores(index: IndexRuntime, term: string, f: Field): Scores {
  return new Map([...index.matchRows(`{c${f.column}} : ${ftsString(term)} *`)].map((row) => [row, 1]));
}

function combine(parts: readonly Scores[], operator: 'and' | 'or'): Scores {
  const [first, ...rest] = parts;
  if (!first) return new Map();
  if (rest.length === 0) return first;
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

/**
 * best_fields / most_fields / bool_prefix: the query text analysed by each field's search analyser (the same
 * character filters and tokenizer everywhere, so the positions line up across fields); bool_prefix takes the last
 * position as a prefix.
 * - best_fields (a dis_max of one match query per field): in each field every position must be found (operator
 *   and) and the field's score is the sum of its positions' scores × its boost; the document's score is the best
 *   field's plus tie_breaker × the others'.
 * - most_fields / bool_prefix: a position's score is Σ over the fields of boost × the field's score; with operator
 *   and every position must be found in some field (not necessarily the same one: a difference from the engine,
 *   accepted in ADR 0012).
 */
function multiMatchScores(index: IndexRuntime, query: MultiMatch['multi_match']): Scores {
  const fields = textFields(index, query.fields);
  const fuzzy = query.fuzziness === 'AUTO';
  const operator = query.operator ?? 'or';
  const analysed = fields.map((f) => ({ f, positions: f.search(query.query).map((terms) => terms.map(ftsTerm)) }));
  const count = Math.max(0, ...analysed.map((a) => a.positions.length));
  if (count === 0) return new Map();
  const scoreAt = (f: Field, terms: readonly string[] | undefined, p: number): Scores => {
    if (!terms || terms.length === 0) return new Map();
    return query.type === 'bool_prefix' && p === count - 1 ? prefixScores(index, terms[0] ?? '', f) : positionScores(index, terms, f, fuzzy);
  };
  let scores: Scores;
  if (query.type === 'best_fields') {
    // One pass over the fields: each row's best field score and the sum of all (no array per row).
    const best: Scores = new Map();
    const sum: Scores = new Map();
    for (const { f, positions } of analysed) {
      const field = combine(positions.map((terms, p) => scoreAt(f, terms, p)), operator);
      for (const [row, raw] of field) {
        const score = f.boost * raw;
        sum.set(row, (sum.get(row) ?? 0) + score);
        if (score > (best.get(row) ?? -1)) best.set(row, score);
      }
    }
    const tie = query.tie_breaker ?? 0;
    scores = new Map();
    for (const [row, top] of best) scores.set(row, top + tie * ((sum.get(row) ?? top) - top));
  } else {
    const parts: Scores[] = [];
    for (let p = 0; p < count; p += 1) {
      const out: Scores = new Map();
      for (const { f, positions } of analysed) for (const [row, score] of scoreAt(f, positions[p], p)) out.set(row, (out.get(row) ?? 0) + f.boost * score);
      parts.push(out);
    }
    scores = combine(parts, operator);
  }
  const boost = query.boost ?? 1;
  if (boost !== 1) for (const [row, score] of scores) scores.set(row, score * boost);
  return scores;
}

/** dis_max: the documents any query matches, scored by the best of them plus tie_breaker × the others. */
function disMaxScores(index: IndexRuntime, query: DisMaxQuery['dis_max']): Scores {
  const tie = query.tie_breaker ?? 0;
  const best: Scores = new Map();
  const sum: Scores = new Map();
  for (const q of query.queries) {
    for (const [row, score] of queryScores(index, q)) {
      sum.set(row, (sum.get(row) ?? 0) + score);
      if (score > (best.get(row) ?? -1)) best.set(row, score);
    }
  }
  const out: Scores = new Map();
  for (const [row, top] of best) out.set(row, top + tie * ((sum.get(row) ?? top) - top));
  return out;
}

/** boosting: the positive query's documents, those the negative query also matches with their score × negative_boost. */
function boostingScores(index: IndexRuntime, query: BoostingQuery['boosting']): Scores {
  const scores = queryScores(index, query.positive);
  const negative = queryScores(index, query.negative);
  for (const [row, score] of scores) if (negative.has(row)) scores.set(row, score * query.negative_boost);
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
  if ('boosting' in query) return boostingScores(index, query.boosting);
  if ('dis_max' in query) return disMaxScores(index, query.dis_max);
  return new Map(index.rowids.map((row) => [row, 1]));
}
