/**
 * The token filters of the analysis chain as functions of one token, written after the engine's own definitions so
 * that the reference engine (and the settings that normalise word lists) turn a word into exactly the terms an
 * Elasticsearch / OpenSearch index holds.
 */

/** `lowercase`: Unicode lower case. */
export const lowercase = (token: string): string => token.toLowerCase();

/**
 * `german_normalization` (Lucene's GermanNormalizationFilter, the German2 snowball rules): ä, ö, ü → a, o, u;
 * ß → ss; 'ae', 'oe', 'ue' → a, o, u (an e after a, o, or a u that does not follow a vowel, is dropped).
 */
export function germanNormalization(token: string): string {
  const N = 0;
  const V = 1;
  const U = 2;
  let state = N;
  let out = '';
  for (const char of token) {
    switch (char) {
      case 'a':
      case 'o':
        out += char;
        state = U;
        break;
      case 'u':
        out += char;
        state = state === N ? U : V;
        break;
      case 'e':
        if (state !== U) out += char;
        state = V;
        break;
      case 'i':
      case 'q':
      case 'y':
        out += char;
        state = V;
        break;
      case 'ä':
        out += 'a';
        state = V;
        break;
      case 'ö':
        out += 'o';
        state = V;
        break;
      case 'ü':
        out += 'u';
        state = V;
        break;
      case 'ß':
        out += 'ss';
        state = N;
        break;
      default:
        out += char;
        state = N;
    }
  }
  return out;
}

/** Letters `asciifolding` folds that have no canonical decomposition. */
const FOLD_SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', þ: 'th', ð: 'd', ı: 'i' };

/**
 * `asciifolding`: letters with diacritics to their ASCII letter ('ș', 'ş' → 's', 'ț', 'ţ' → 't', 'â', 'ă' → 'a',
 * 'î' → 'i', 'é' → 'e'), ligatures and stroked letters to their ASCII spelling.
 */
export function asciiFolding(token: string): string {
  return token
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐþðı]/gu, (char) => FOLD_SPECIAL[char] ?? char);
}

export const TOKEN_FILTERS = { lowercase, german_normalization: germanNormalization, asciifolding: asciiFolding } as const;
export type BuiltInTokenFilter = keyof typeof TOKEN_FILTERS;
export const isBuiltInTokenFilter = (name: string): name is BuiltInTokenFilter => name in TOKEN_FILTERS;
