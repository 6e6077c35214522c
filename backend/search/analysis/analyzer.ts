import { ANALYSIS_SETTINGS, type AnalysisSettings, type CustomAnalyzer, type DecompounderFilter, type SynonymFilter } from '@/contract/search/analysis/analysis-settings';
import { standardTokens } from '@/contract/search/analysis/standard-tokenizer';
import { isBuiltInTokenFilter, TOKEN_FILTERS } from '@/contract/search/analysis/token-filters';

/**
 * The analysis chain of contract/search/analysis/analysis-settings.ts run in TypeScript, as the engine runs it: character
 * filters, the standard tokenizer, then the token filters in their order. The reference engine indexes the terms it
 * gives and analyses queries with it, so both engines hold and look for the same terms.
 *
 * A text becomes positions, each with the terms standing there: the word itself first, then what synonyms and the
 * decompounder put beside it ('flachheizkorper', 'heizkorper'). Index-time synonyms put their words at the position
 * where the catalogue's words start (positions only matter to phrase queries, which the shop does not use).
 */
export type Positions = string[][];
export type Analyzer = (text: string) => Positions;

type Step = (positions: Positions) => Positions;

function charFilter(settings: AnalysisSettings, name: string): (text: string) => string {
  const definition = settings.char_filter[name];
  if (!definition) throw new Error(`unknown char_filter [${name}]`);
  const regex = new RegExp(definition.pattern, definition.flags === 'CASE_INSENSITIVE' ? 'gi' : 'g');
  return (text) => text.replace(regex, definition.replacement);
}

/** Applies a one-token filter to every term; a term the filter empties is dropped. */
const mapTerms =
  (map: (term: string) => string): Step =>
  (positions) =>
    positions.map((terms) => dedupe(terms.map(map).filter((term) => term.length > 0))).filter((terms) => terms.length > 0);

const dedupe = (terms: string[]) => [...new Set(terms)];

/**
 * `synonym` at index time: where the terms of a rule's left side stand in sequence (the longest rule first, each
 * rule's words analysed by the chain before the filter), its right side's terms join the first position, and the
 * scan goes on after the matched words (as the engine's filter consumes its match).
 */
function synonymStep(filter: SynonymFilter, analyzeRule: (text: string) => string[]): Step {
  const rules = filter.synonyms.flatMap((line) => {
    const [left = '', right = ''] = line.split('=>');
    const from = analyzeRule(left);
    const to = right.split(',').flatMap((part) => analyzeRule(part));
    return from.length > 0 && to.length > 0 ? [{ from, to }] : [];
  });
  const byFirst = new Map<string, { from: string[]; to: string[] }[]>();
  for (const rule of rules) byFirst.set(rule.from[0] ?? '', [...(byFirst.get(rule.from[0] ?? '') ?? []), rule]);
  for (const list of byFirst.values()) list.sort((a, b) => b.from.length - a.from.length);
  return (positions) => {
    const out: Positions = positions.map((terms) => [...terms]);
    for (let i = 0; i < positions.length; ) {
      const candidates = byFirst.get(positions[i]?.[0] ?? '') ?? [];
      const rule = candidates.find((r) => r.from.every((term, k) => positions[i + k]?.[0] === term));
      if (!rule) {
        i += 1;
        continue;
      }
      out[i] = dedupe([...(out[i] ?? []), ...rule.to]);
      i += rule.from.length;
    }
    return out;
  };
}

/**
 * `dictionary_decompounder`: beside a term of at least `min_word_size` characters, every word of the list found
 * inside it (from `min_subword_size` to `max_subword_size` characters, at any place).
 */
function decompounderStep(filter: DecompounderFilter): Step {
  const words = new Set(filter.word_list);
  // The beginnings of the words: the search at one place stops as soon as no word goes on like that (a bound of the
  // loop, not of the result).
  const beginnings = new Set(filter.word_list.flatMap((word) => Array.from({ length: word.length }, (_, k) => word.slice(0, k + 1))));
  // Positions and lengths count UTF-16 code units, as the engine's filter does.
  const split = (term: string): string[] => {
    if (term.length < filter.min_word_size) return [];
    const parts: string[] = [];
    for (let i = 0; i + filter.min_subword_size <= term.length; i += 1) {
      let longest: string | null = null;
      for (let j = filter.min_subword_size; j <= filter.max_subword_size && i + j <= term.length; j += 1) {
        const part = term.slice(i, i + j);
        if (!beginnings.has(part)) break;
        if (!words.has(part)) continue;
        if (filter.only_longest_match) longest = part;
        else parts.push(part);
      }
      if (longest) parts.push(longest);
    }
    return parts;
  };
  return (positions) => positions.map((terms) => dedupe([...terms, ...terms.flatMap(split)]));
}

function analyzerSteps(settings: AnalysisSettings, definition: CustomAnalyzer): { chars: ((text: string) => string)[]; steps: Step[] } {
  const chars = definition.char_filter.map((name) => charFilter(settings, name));
  const steps: Step[] = [];
  for (const name of definition.filter) {
    if (isBuiltInTokenFilter(name)) {
      steps.push(mapTerms(TOKEN_FILTERS[name]));
      continue;
    }
    const filter = settings.filter[name];
    if (!filter) throw new Error(`unknown filter [${name}]`);
    if (filter.type === 'limit') {
      steps.push((positions) => positions.slice(0, filter.max_token_count));
    } else if (filter.type === 'synonym') {
      // The engine reads the rules with the chain before the filter (character filters, tokenizer, filters).
      const before = [...steps];
      steps.push(synonymStep(filter, (text) => run(chars, before, text).map((terms) => terms[0] ?? '')));
    } else steps.push(decompounderStep(filter));
  }
  return { chars, steps };
}

function run(chars: readonly ((text: string) => string)[], steps: readonly Step[], text: string): Positions {
  const filtered = chars.reduce((value, filter) => filter(value), text);
  return steps.reduce<Positions>((positions, step) => step(positions), standardTokens(filtered).map((token) => [token]));
}

const cache = new Map<string, Analyzer>();

/** The analyser of that name in the settings (ANALYSIS_SETTINGS unless given), built once. */
export function analyzerNamed(name: string, settings: AnalysisSettings = ANALYSIS_SETTINGS): Analyzer {
  const key = settings === ANALYSIS_SETTINGS ? name : null;
  const known = key ? cache.get(key) : undefined;
  if (known) return known;
  const definition = settings.analyzer[name];
  if (!definition) throw new Error(`unknown analyzer [${name}]`);
  const { chars, steps } = analyzerSteps(settings, definition);
  const analyzer: Analyzer = (text) => run(chars, steps, text);
  if (key) cache.set(key, analyzer);
  return analyzer;
}

/** Every term of a text (the bag an index holds for it). */
export const termsOf = (analyzer: Analyzer, text: string): string[] => analyzer(text).flat();
