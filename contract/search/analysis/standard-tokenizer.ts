/**
 * The `standard` tokenizer (Unicode word segmentation, UAX #29) as far as shop texts need it: a token is a run of
 * letters, digits and marks (letters and digits together, '90x90', 'M30'); '.' or an apostrophe between two letters
 * and '.', ',' or ';' between two digits stay inside the token ('1,5', '2.0', "d'apă"); everything else separates
 * ('Hänge-WC' → 'Hänge', 'WC'; '1/2"' → '1', '2').
 */
const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const BETWEEN_LETTERS = new Set(['.', "'", '’', ':']);
const BETWEEN_DIGITS = new Set(['.', ',', ';', "'", '’']);

export function standardTokens(text: string): string[] {
  const chars = [...text];
  const tokens: string[] = [];
  let current = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] ?? '';
    if (WORD_CHAR.test(char)) {
      current += char;
      continue;
    }
    const before = chars[i - 1] ?? '';
    const after = chars[i + 1] ?? '';
    const joinsLetters = BETWEEN_LETTERS.has(char) && LETTER.test(before) && LETTER.test(after);
    const joinsDigits = BETWEEN_DIGITS.has(char) && DIGIT.test(before) && DIGIT.test(after);
    if (current.length > 0 && (joinsLetters || joinsDigits)) {
      current += char;
      continue;
    }
    if (current.length > 0) tokens.push(current);
    current = '';
  }
  if (current.length > 0) tokens.push(current);
  return tokens;
}
