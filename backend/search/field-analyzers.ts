import { analyzerNamed, type Analyzer } from '@/backend/search/analysis/analyzer';
import type { FieldMapping, IndexDefinition } from '@/contract/search/index-mapping';

/** The analysers of a text field: the one its text is indexed with, the one a query on it is analysed with. */
export type FieldAnalyzers = { index: Analyzer; search: Analyzer };

/**
 * The analysers of every text field of an index definition (dotted path → analysers), built from the definition's
 * own `settings.analysis` as the engine reads them (`search_analyzer` defaults to `analyzer`).
 */
export function fieldAnalyzers(definition: IndexDefinition): Map<string, FieldAnalyzers> {
  const out = new Map<string, FieldAnalyzers>();
  const built = new Map<string, Analyzer>();
  const named = (name: string) => {
    const known = built.get(name);
    if (known) return known;
    const analyzer = analyzerNamed(name, definition.settings.analysis);
    built.set(name, analyzer);
    return analyzer;
  };
  const walk = (properties: Record<string, FieldMapping>, prefix: string) => {
    for (const [name, field] of Object.entries(properties)) {
      if ('properties' in field) walk(field.properties, `${prefix}${name}.`);
      else if (field.type === 'text') out.set(prefix + name, { index: named(field.analyzer), search: remembered(named(field.search_analyzer ?? field.analyzer)) });
    }
  };
  walk(definition.mappings.properties, '');
  return out;
}

/** Query texts analysed recently, per analyser: the same words are asked for again and again (the chain is pure). */
const REMEMBERED_QUERIES = 2_000;
function remembered(analyzer: Analyzer): Analyzer {
  const known = new Map<string, ReturnType<Analyzer>>();
  return (text) => {
    const found = known.get(text);
    if (found) return found;
    const positions = analyzer(text);
    if (known.size >= REMEMBERED_QUERIES) known.delete(known.keys().next().value ?? '');
    known.set(text, positions);
    return positions;
  };
}

/**
 * A term as the FTS5 table stores it: signs kept inside a term by the tokenizer ('1,5', '2.0') become '_', which the
 * table's tokenizer keeps inside a token, so FTS5 neither splits nor changes an analysed term.
 */
export const ftsTerm = (term: string): string => term.replace(/[^\p{L}\p{N}]/gu, '_');
