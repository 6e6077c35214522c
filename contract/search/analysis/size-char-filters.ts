/**
 * Size normalisation: `pattern_replace` character filters that every product text and every query passes through
 * (index and query time alike), so that a size matches however it is written: '90x90', '90 x 90 cm' and
 * '90 X 90' become the same words, '40mm' and '40 mm' too, and centimetres become millimetres ('150 cm' =
 * '1500 mm', '1,5 cm' = '15 mm').
 *
 * The patterns are written in the part of the regular expression syntax that Java (Elasticsearch, OpenSearch) and
 * JavaScript (the reference engine, backend/search/analysis/analyzer.ts) read alike: character classes, `\d`, `\s`, `\b`,
 * fixed-length lookbehinds, `$n` in the replacement. The filters run in the order of SIZE_CHAR_FILTER_NAMES.
 */
export type PatternReplaceCharFilter = { type: 'pattern_replace'; pattern: string; replacement: string; flags?: 'CASE_INSENSITIVE' };

/** Not after a digit, a decimal sign or a dimension sign (so '90 x 90 cm' keeps its first 90 as it is). */
const NOT_IN_A_DIMENSION = '(?<![\\d.,x×*])(?<![\\dx×*]\\s)';

export const SIZE_CHAR_FILTERS = {
  /** '1,5 cm' / '1.5cm' → '15 mm' (one decimal of a centimetre is a millimetre). */
  size_cm_decimal: { type: 'pattern_replace', pattern: `${NOT_IN_A_DIMENSION}(\\d+)[.,](\\d)\\s?cm\\b`, replacement: '$1$2 mm', flags: 'CASE_INSENSITIVE' },
  /** '150 cm' / '150cm' → '1500 mm'. */
  size_cm: { type: 'pattern_replace', pattern: `${NOT_IN_A_DIMENSION}(\\d+)\\s?cm\\b`, replacement: '$10 mm', flags: 'CASE_INSENSITIVE' },
  /** '90 x 90', '90x90', '90 × 90', '90*90' → '90x90 90 90': the dimension as one word, and each side on its own. */
  size_dimensions: { type: 'pattern_replace', pattern: '(\\d+)\\s?[x×*]\\s?(\\d+)\\b', replacement: '$1x$2 $1 $2', flags: 'CASE_INSENSITIVE' },
  /** '40mm', '3kW', '230V', '50l' → '40 mm', '3 kW', '230 V', '50 l'. */
  size_unit_apart: { type: 'pattern_replace', pattern: '(\\d)(mm|cm|m|kw|w|v|l)\\b', replacement: '$1 $2', flags: 'CASE_INSENSITIVE' },
} as const satisfies Record<string, PatternReplaceCharFilter>;

export type SizeCharFilterName = keyof typeof SIZE_CHAR_FILTERS;
export const SIZE_CHAR_FILTER_NAMES: SizeCharFilterName[] = ['size_cm_decimal', 'size_cm', 'size_unit_apart', 'size_dimensions'];
