import type { IndexDefinition } from '@/contract/search/index-mapping';
import { fieldKinds } from '@/contract/search/index-mapping';
import type { Db } from '@/backend/db/open';
import { fieldAnalyzers, ftsTerm } from './field-analyzers';

/**
 * Storage of the reference backend's search indexes in SQLite: `search_index` holds each index's definition
 * (the Elasticsearch mapping), `search_doc` its documents (`_source` as JSON), and one FTS5 table per index,
 * `search_fts_{n}`, the full-text index of the mapping's text fields (one column each, `c0`, `c1`, ... in
 * mapping order), with `search_vocab_{n}` (fts5vocab, per column) listing its terms for the fuzzy expansion. The
 * columns hold the terms the field's index analyser gives (backend/search/analysis/analyzer.ts: sizes, folding,
 * synonyms, compounds), separated by spaces; the FTS5 tokenizer only splits them again (signs inside a term are
 * stored as '_', backend/search/field-analyzers.ts).
 */
export const FTS_TOKENIZER = "unicode61 remove_diacritics 0 tokenchars '_'";

/** Table names of an index: its position in `search_index` (index names may hold characters SQL names may not). */
export const ftsTable = (n: number) => `search_fts_${n}`;
export const vocabTable = (n: number) => `search_vocab_${n}`;

export type StoredIndex = { n: number; name: string; definition: IndexDefinition; textFields: string[] };

/** Reads a field by dotted path (`title.de_AT`) from a document. */
export function valueAt(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' \n ');
  return '';
};

/** Creates an index (replacing one of the same name) and writes its documents (`_source`), keyed by `idOf`. */
export function writeSearchIndex<T extends { id: string; source: unknown }>(db: Db, name: string, definition: IndexDefinition, docs: readonly T[], idOf: (doc: T) => string): StoredIndex {
  const sourceOf = (doc: T) => doc.source;
  const existing = db.prepare('SELECT n FROM search_index WHERE name = ?').get(name) as { n: number } | undefined;
  if (existing) {
    db.exec(`DROP TABLE IF EXISTS ${vocabTable(existing.n)}; DROP TABLE IF EXISTS ${ftsTable(existing.n)};`);
    db.prepare('DELETE FROM search_doc WHERE idx = ?').run(name);
    db.prepare('DELETE FROM search_index WHERE name = ?').run(name);
  }
  const textFields = [...fieldKinds(definition)].filter(([, kind]) => kind === 'text').map(([path]) => path);
  const { lastInsertRowid } = db
    .prepare('INSERT INTO search_index (name, definition, text_fields) VALUES (?, ?, ?)')
    .run(name, JSON.stringify(definition), JSON.stringify(textFields));
  const n = Number(lastInsertRowid);
  const columns = textFields.map((_, i) => `c${i}`).join(', ');
  db.exec(`CREATE VIRTUAL TABLE ${ftsTable(n)} USING fts5(${columns}, content='', tokenize="${FTS_TOKENIZER}")`);
  db.exec(`CREATE VIRTUAL TABLE ${vocabTable(n)} USING fts5vocab(${ftsTable(n)}, 'col')`);
  const insertDoc = db.prepare('INSERT INTO search_doc (idx, doc_id, source) VALUES (?, ?, ?)');
  const insertText = db.prepare(`INSERT INTO ${ftsTable(n)} (rowid, ${columns}) VALUES (?, ${textFields.map(() => '?').join(', ')})`);
  const analyzers = fieldAnalyzers(definition);
  // Each value of an array on its own, as the engine analyses the values of a field (no synonym across two values);
  // texts that repeat (category paths, product types) are analysed once.
  const known = new Map<string, string>();
  const analysed = (path: string, value: unknown): string => {
    if (Array.isArray(value)) return value.map((item) => analysed(path, item)).join(' ');
    const analyzer = analyzers.get(path)?.index;
    const text = textOf(value);
    if (!analyzer) return text;
    const key = `${path}\u0000${text}`;
    const terms = known.get(key) ?? analyzer(text).flat().map(ftsTerm).join(' ');
    known.set(key, terms);
    return terms;
  };
  for (const doc of docs) {
    const source = sourceOf(doc);
    const { lastInsertRowid: rowid } = insertDoc.run(name, idOf(doc), JSON.stringify(source));
    insertText.run(rowid, ...textFields.map((path) => analysed(path, valueAt(source, path))));
  }
  return { n, name, definition, textFields };
}

/** The stored indexes by name. */
export function readSearchIndexes(db: Db): Map<string, StoredIndex> {
  const rows = db.prepare('SELECT n, name, definition, text_fields AS textFields FROM search_index').all() as { n: number; name: string; definition: string; textFields: string }[];
  return new Map(rows.map((r) => [r.name, { n: r.n, name: r.name, definition: JSON.parse(r.definition) as IndexDefinition, textFields: JSON.parse(r.textFields) as string[] }]));
}
