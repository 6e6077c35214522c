import type { TheliaLocale } from '@/contract/common';
import { DECOMPOUND_WORDS_DE } from './decompound-words-de';
import { SIZE_CHAR_FILTER_NAMES, SIZE_CHAR_FILTERS, type PatternReplaceCharFilter } from './size-char-filters';
import { oneWordRules, solrRules } from './synonym-rules';
import { SYNONYMS_DE } from './synonyms-de';
import { SYNONYMS_RO } from './synonyms-ro';
import { standardTokens } from './standard-tokenizer';
import { asciiFolding, germanNormalization, lowercase } from './token-filters';

/**
 * The `settings.analysis` of the search indexes (docs/adr/0040-search-analysis.md): the one definition of how words
 * are analysed. The mapping (contract/search/index-mapping.ts) hands it to Elasticsearch / OpenSearch as it stands; the
 * reference engine runs the same definitions through backend/search/analysis/analyzer.ts.
 *
 * - Every text passes the size filters (contract/search/analysis/size-char-filters.ts), the standard tokenizer, lower
 *   case and ASCII folding (German also german_normalization: ä = a = ae, ß = ss).
 * - Index analysers add the synonym rules kept in the repository (everyday words beside the catalogue's terms:
 *   index-time synonyms, so queries need no expansion) and, for German, the decompounder (the parts of a compound
 *   beside the compound: 'Flachheizkörper' also as 'Heizkörper').
 * - Search analysers apply neither synonyms nor the decompounder: a query word is looked up as typed (folded), and
 *   the index holds the everyday words and the parts of compounds beside the catalogue's own. (A query decompounded
 *   too would stack its parts at one position, which the engine scores as one blended term: 'Eckbadewanne' would
 *   then rank any 'Badewanne' alike, 'Regendusche' a 'Dusch-WC'.)
 */
export type SynonymFilter = { type: 'synonym'; synonyms: string[]; lenient: boolean };
export type DecompounderFilter = {
  type: 'dictionary_decompounder';
  word_list: string[];
  min_word_size: number;
  min_subword_size: number;
  max_subword_size: number;
  only_longest_match: boolean;
};
export type LimitFilter = { type: 'limit'; max_token_count: number; consume_all_tokens: boolean };
export type CustomTokenFilter = SynonymFilter | DecompounderFilter | LimitFilter;
export type CustomAnalyzer = { type: 'custom'; char_filter: string[]; tokenizer: 'standard'; filter: string[] };
export type AnalysisSettings = {
  char_filter: Record<string, PatternReplaceCharFilter>;
  filter: Record<string, CustomTokenFilter>;
  analyzer: Record<string, CustomAnalyzer>;
};

/** A word as the German chain before the synonyms and the decompounder leaves it (for the decompounder's list). */
export const normaliseGerman = (word: string): string[] => standardTokens(word).map((token) => asciiFolding(germanNormalization(lowercase(token))));

const custom = (filter: string[]): CustomAnalyzer => ({ type: 'custom', char_filter: [...SIZE_CHAR_FILTER_NAMES], tokenizer: 'standard', filter });
const decompounder = (): DecompounderFilter => ({
  type: 'dictionary_decompounder',
  word_list: [...new Set(DECOMPOUND_WORDS_DE.flatMap(normaliseGerman))].sort(),
  min_word_size: 6,
  min_subword_size: 4,
  max_subword_size: 30,
  only_longest_match: false,
});

export const ANALYSIS_SETTINGS: AnalysisSettings = {
  char_filter: { ...SIZE_CHAR_FILTERS },
  filter: {
    de_synonyms: { type: 'synonym', synonyms: solrRules(SYNONYMS_DE), lenient: true },
    ro_synonyms: { type: 'synonym', synonyms: solrRules(SYNONYMS_RO), lenient: true },
    ro_type_synonyms: { type: 'synonym', synonyms: solrRules(oneWordRules(SYNONYMS_RO)), lenient: true },
    de_decompound: decompounder(),
    first_word: { type: 'limit', max_token_count: 1, consume_all_tokens: false },
  },
  analyzer: {
    de_index: custom(['lowercase', 'german_normalization', 'asciifolding', 'de_synonyms', 'de_decompound']),
    de_search: custom(['lowercase', 'german_normalization', 'asciifolding']),
    ro_index: custom(['lowercase', 'asciifolding', 'ro_synonyms']),
    ro_search: custom(['lowercase', 'asciifolding']),
    // The product type (a category title) by its head noun only: German compounds stay whole ('Heizkörperventile' is
    // no radiator), a Romanian title keeps its first word ('Robineți calorifer' is a valve, 'Accesorii baie' no bath).
    de_type: custom(['lowercase', 'german_normalization', 'asciifolding', 'de_synonyms']),
    // After the limit only one-word rules: the engine reads the rules through the chain before the filter.
    ro_type: custom(['lowercase', 'asciifolding', 'first_word', 'ro_type_synonyms']),
    folding: custom(['lowercase', 'asciifolding']),
  },
};

/** Index and search analyser of a product type (the title of the product's own category) in a locale. */
export const typeAnalyzersOf = (locale: TheliaLocale): { analyzer: string; search_analyzer: string } =>
  locale === 'ro_RO' ? { analyzer: 'ro_type', search_analyzer: 'ro_search' } : { analyzer: 'de_type', search_analyzer: 'de_search' };

/** Index and search analyser of a locale's text: German for de_AT and de_DE, Romanian for ro_RO. */
export const analyzersOf = (locale: TheliaLocale): { analyzer: string; search_analyzer: string } =>
  locale === 'ro_RO' ? { analyzer: 'ro_index', search_analyzer: 'ro_search' } : { analyzer: 'de_index', search_analyzer: 'de_search' };
