import type { Statement } from 'better-sqlite3';
import { fieldKinds, type FieldKind } from '@/contract/search/index-mapping';
import type { Db } from '@/backend/db/open';
import { fieldAnalyzers, type FieldAnalyzers } from './field-analyzers';
import { ftsTable, valueAt, vocabTable, type StoredIndex } from './index-store';

export type DocValue = string | number;
/** A term of the index: in how many documents, and in which FTS columns, it occurs. */
export type VocabTerm = { term: string; docs: number; columns: Set<number>; mask: number };

/**
 * A 31-bit set of the characters of a term. One edit changes at most two bits of it, so two terms whose masks
 * differ in more than 2k bits cannot be k edits apart (a cheap test before the edit distance).
 */
export function charMask(term: string): number {
  let mask = 0;
  for (const char of term) mask |= 1 << ((char.codePointAt(0) ?? 0) % 31);
  return mask;
}

/**
 * An index ready to answer queries: its FTS5 statements, its vocabulary by term length (fuzzy expansion) and the
 * 'doc values' of its keyword and numeric fields (filters, aggregations, sorting), read once from the documents,
 * as Elasticsearch keeps doc values beside its inverted index. Indexes do not change while the backend runs.
 */
export type IndexRuntime = {
  name: string;
  kinds: Map<string, FieldKind>;
  /** FTS5 column number of each text field. */
  columnOf: Map<string, number>;
  /** Index and search analysers of each text field (from the index's own settings). */
  analyzers: Map<string, FieldAnalyzers>;
  columnCount: number;
  rowids: number[];
  values: Map<string, Map<number, DocValue[]>>;
  postings: Map<string, Map<string, Set<number>>>;
  vocabByLength: Map<number, VocabTerm[]>;
  vocab: Map<string, VocabTerm>;
  /** Fuzzy expansions of tokens already asked for (backend/search/scoring.ts). */
  expansionCache: Map<string, { weight: number; terms: string[] }[]>;
  /** rowid → BM25 score (positive) of the MATCH expression, with a weight per column. */
  match: (expression: string, weights: number[]) => Map<number, number>;
  /** rowid → the set of matching rows, unscored. */
  matchRows: (expression: string) => Set<number>;
  /** `_id` and `_source` of documents. */
  sources: (rowids: readonly number[]) => Map<number, { id: string; source: unknown }>;
};

/** The key of a value in the postings: numbers as their decimal text, keywords as they are. */
export const valueKey = (value: DocValue) => (typeof value === 'number' ? String(value) : value);

function docValuesOf(value: unknown, kind: FieldKind): DocValue[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  const out: DocValue[] = [];
  for (const item of list) {
    if (kind === 'number' && typeof item === 'number' && Number.isFinite(item)) out.push(item);
    else if (kind === 'keyword' && (typeof item === 'string' || typeof item === 'number')) out.push(String(item));
  }
  return out;
}

export function loadIndexRuntime(db: Db, stored: StoredIndex): IndexRuntime {
  const kinds = fieldKinds(stored.definition);
  const columnOf = new Map(stored.textFields.map((field, i) => [field, i]));
  const valueFields = [...kinds].filter(([, kind]) => kind === 'keyword' || kind === 'number');
  const values = new Map<string, Map<number, DocValue[]>>(valueFields.map(([field]) => [field, new Map()]));
  const postings = new Map<string, Map<string, Set<number>>>(valueFields.map(([field]) => [field, new Map()]));
  const rowids: number[] = [];
  for (const row of db.prepare('SELECT id, source FROM search_doc WHERE idx = ? ORDER BY id').iterate(stored.name) as IterableIterator<{ id: number; source: string }>) {
    rowids.push(row.id);
    const source = JSON.parse(row.source) as unknown;
    for (const [field, kind] of valueFields) {
      const list = docValuesOf(valueAt(source, field), kind);
      if (list.length === 0) continue;
      values.get(field)?.set(row.id, list);
      const byValue = postings.get(field);
      for (const value of list) {
        const key = valueKey(value);
        const set = byValue?.get(key) ?? new Set<number>();
        set.add(row.id);
        byValue?.set(key, set);
      }
    }
  }
  const vocab = new Map<string, VocabTerm>();
  for (const row of db.prepare(`SELECT term, col, doc FROM ${vocabTable(stored.n)}`).all() as { term: string; col: string; doc: number }[]) {
    const entry = vocab.get(row.term) ?? { term: row.term, docs: 0, columns: new Set<number>(), mask: charMask(row.term) };
    entry.docs = Math.max(entry.docs, row.doc);
    entry.columns.add(Number(row.col.slice(1)));
    vocab.set(row.term, entry);
  }
  const vocabByLength = new Map<number, VocabTerm[]>();
  for (const entry of vocab.values()) {
    const length = [...entry.term].length;
    const list = vocabByLength.get(length) ?? [];
    list.push(entry);
    vocabByLength.set(length, list);
  }
  const columnCount = stored.textFields.length;
  const scored: Statement = db.prepare(
    `SELECT rowid AS id, -bm25(${ftsTable(stored.n)}, ${stored.textFields.map(() => '?').join(', ')}) AS score FROM ${ftsTable(stored.n)} WHERE ${ftsTable(stored.n)} MATCH ?`,
  );
  const rows: Statement = db.prepare(`SELECT rowid AS id FROM ${ftsTable(stored.n)} WHERE ${ftsTable(stored.n)} MATCH ?`);
  const sourceOf = db.prepare('SELECT id, doc_id AS docId, source FROM search_doc WHERE id IN (SELECT value FROM json_each(?))');
  return {
    name: stored.name,
    kinds,
    columnOf,
    analyzers: fieldAnalyzers(stored.definition),
    columnCount,
    rowids,
    values,
    postings,
    vocabByLength,
    vocab,
    expansionCache: new Map(),
    match: (expression, weights) => {
      const out = new Map<number, number>();
      for (const row of scored.all(...weights, expression) as { id: number; score: number }[]) out.set(row.id, row.score);
      return out;
    },
    matchRows: (expression) => new Set((rows.all(expression) as { id: number }[]).map((row) => row.id)),
    sources: (ids) => {
      const out = new Map<number, { id: string; source: unknown }>();
      for (const row of sourceOf.all(JSON.stringify(ids)) as { id: number; docId: string; source: string }[]) {
        out.set(row.id, { id: row.docId, source: JSON.parse(row.source) as unknown });
      }
      return out;
    },
  };
}
