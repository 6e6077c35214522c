/**
 * Helpers of the reference engine's term matching (the analysis itself is backend/search/analysis/analyzer.ts).
 */

/** Elasticsearch's `fuzziness: AUTO` (AUTO:3,6): no edit up to 2 characters, 1 edit for 3 to 5, 2 edits above. */
export function autoFuzziness(token: string): number {
  const length = [...token].length;
  if (length <= 2) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * Edit distance with transpositions (optimal string alignment, like Lucene's fuzzy query with transpositions on),
 * or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length] ?? max + 1;
}

/** Quotes a term for an FTS5 MATCH expression: a string in double quotes, inner quotes doubled, so no syntax. */
export const ftsString = (term: string) => `"${term.replace(/"/g, '""')}"`;
