import { STOP_WORDS } from '@/contract/search/analysis/stop-words';
import { asciiFolding } from '@/contract/search/analysis/token-filters';
import { PRODUCT_KIND_FIELD, type ProductKind } from '@/contract/search/product-kind';
import type { MultiMatch, Query } from '@/contract/search/query-dsl';
import { PREFIX_BOOST, PREFIX_MIN_CHARS } from './search-fields';

/**
 * The term side of a search (docs/adr/0040-search-analysis.md): which words of a term are asked for, how many of them
 * must match, and how a match is weighed. Filters, facets and sorting are the query builder's (query-builder.ts).
 */

/** Words of a term that take part in a query (more are dropped, so that a pasted text cannot make a huge query). */
export const SEARCH_MAX_WORDS = 8;
/** Longest word sent (longer ones are cut: no product word is that long). */
const MAX_WORD_LENGTH = 50;

/**
 * A bare number ('80', '22', 'Sigma50') weighs this much of a word of letters: it narrows what a type word names
 * ('Duschrinne 80': the type decides, the number orders), and a shared number alone does not make a neighbouring type
 * relevant. A size with its dimensions or unit ('90x90', '80l', '150cm') says exactly what the shopper needs and
 * weighs as much as a word.
 */
export const NUMBER_WORD_BOOST = 0.4;
/**
 * A word scores in its best field, plus this share of its other fields (`best_fields`): so a word found in title,
 * type and category does not outweigh two words of the query found once each, and a product matching more of the
 * query's words comes first.
 */
export const TIE_BREAKER = 0.3;
export const SIZE_WORD_BOOST = 1;
/** A spare part's score is multiplied by this, an accessory's by ACCESSORY_SCORE_FACTOR: main products come first. */
export const PART_SCORE_FACTOR = 0.5;
export const ACCESSORY_SCORE_FACTOR = 0.7;

/** Units a size is written with; '150 cm' is sent as one word '150cm', which the analysis turns into '1500 mm'. */
const UNIT = '(?:mm|cm|m|kw|w|v|l)';

/**
 * The words of a search term, as the engine receives them: control characters removed, the parts of a size joined
 * ('90 x 90' → '90x90', '150 cm' → '150cm', so that a size is one word whichever way it is written), split at
 * white space, words without any letter or digit dropped (they would analyse to nothing). Special characters inside
 * a word (`a+b`, `"c`, `*:/\`) stay: the words go into `multi_match`, which takes plain text and never interprets
 * query syntax, and the JSON serialisation escapes quotes and backslashes (S5-02).
 */
export function searchWords(term: string): string[] {
  return term
    .replace(/\p{Cc}/gu, ' ')
    .replace(/(\d)\s*([x×*])\s*(?=\d)/giu, '$1$2')
    .replace(new RegExp(`(\\d)\\s+(${UNIT})(?![\\p{L}\\p{N}])`, 'giu'), '$1$2')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, SEARCH_MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** A word that says nothing about the product ('mit', 'pentru'), compared lower case and folded. */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(asciiFolding(word.toLowerCase()));

/**
 * The words that count: the search words without stop words (unless the term has nothing else, then all of them).
 */
export function countedWords(term: string): string[] {
  const words = searchWords(term);
  const meaningful = words.filter((word) => !isStopWord(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * How many of n words must match: all of one, one of two, and of more all but a third of them (rounded down). So a
 * word found in no product ('weiß', 'rund', a typo beyond repair) no longer empties the result, while the products
 * that match more words score higher and come first.
 */
export function minimumShouldMatch(wordCount: number): number {
  if (wordCount <= 2) return 1;
  return wordCount - Math.floor(wordCount / 3);
}

const hasDigit = (word: string) => /\p{N}/u.test(word);
/** A size: a number with dimensions ('90x90') or a unit ('80l', '150cm'), as searchWords joins them. */
const isSize = (word: string) => new RegExp(`^\\d+(?:[.,]\\d+)?(?:(?:[x×*]\\d+(?:[.,]\\d+)?)+${UNIT}?|${UNIT})$`, 'iu').test(word);

/**
 * The clause of one word. A word of letters: in any of the fields with typo tolerance (fuzziness AUTO: 0 edits up to
 * 2 characters, 1 up to 5, 2 above); the last word may also be the beginning of a word (the shopper is still typing):
 * a prefix match in `prefixFields` counts instead, when it scores more. A word with a digit (a size, a model number) must match as it
 * is, and weighs NUMBER_WORD_BOOST.
 */
function wordClause(word: string, isLast: boolean, fields: string[], prefixFields: string[]): Query {
  if (hasDigit(word)) return { multi_match: { query: word, fields, type: 'best_fields', tie_breaker: TIE_BREAKER, operator: 'and', boost: isSize(word) ? SIZE_WORD_BOOST : NUMBER_WORD_BOOST } };
  const fuzzy: MultiMatch = { multi_match: { query: word, fields, type: 'best_fields', tie_breaker: TIE_BREAKER, fuzziness: 'AUTO', operator: 'and' } };
  if (!isLast || word.length < PREFIX_MIN_CHARS) return fuzzy;
  const prefix: MultiMatch = { multi_match: { query: word, fields: prefixFields, type: 'bool_prefix', operator: 'and', boost: PREFIX_BOOST } };
  // The better of the two, not their sum: a finished word is not worth more for also being its own beginning.
  return { dis_max: { queries: [fuzzy, prefix] } };
}

/**
 * The scored query of a term: one clause per counted word, of which minimumShouldMatch must match; the score is the
 * sum of the matching clauses. Null when the term has no searchable word.
 */
export function termQuery(term: string, fields: string[], prefixFields: string[]): Query | null {
  const words = countedWords(term);
  if (words.length === 0) return null;
  const clauses = words.map((word, index) => wordClause(word, index === words.length - 1, fields, prefixFields));
  return { bool: { should: clauses, minimum_should_match: minimumShouldMatch(words.length) } };
}

const ofKind = (kind: ProductKind): Query => ({ bool: { filter: [{ term: { [PRODUCT_KIND_FIELD]: kind } }] } });

/** The product query of a term: termQuery with spare parts and accessories weighed down (PART_SCORE_FACTOR, ...). */
export function productTermQuery(term: string, fields: string[], prefixFields: string[]): Query | null {
  const query = termQuery(term, fields, prefixFields);
  if (!query) return null;
  const partsDown: Query = { boosting: { positive: query, negative: ofKind('part'), negative_boost: PART_SCORE_FACTOR } };
  return { boosting: { positive: partsDown, negative: ofKind('accessory'), negative_boost: ACCESSORY_SCORE_FACTOR } };
}
