/**
 * The figures of a judged query set: precision at 6, the share of queries whose first result is relevant and the
 * share that return nothing.
 */
export const PRECISION_DEPTH = 6;

/** One query's answer as judged: whether each of its first results is relevant, its total, and how many products
 * of the catalogue are relevant. */
export type JudgedAnswer = { query: string; relevantFirst: boolean[]; total: number; relevantInCatalogue: number };

export type RelevanceFigures = { queries: number; precisionAt6: number; firstRelevant: number; empty: number };

/**
 * Precision at 6 of one answer: relevant products among the first 6 over 6, or over the number of relevant products
 * the catalogue holds when that is smaller (a query for the only two corner baths of a size can reach 1).
 */
export function precisionAt6(answer: JudgedAnswer): number {
  const possible = Math.min(PRECISION_DEPTH, answer.relevantInCatalogue);
  if (possible === 0) return 0;
  return answer.relevantFirst.slice(0, PRECISION_DEPTH).filter(Boolean).length / possible;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The figures of a shop's answers (means over the queries; shares as fractions). */
export function relevanceFigures(answers: readonly JudgedAnswer[]): RelevanceFigures {
  const n = answers.length;
  if (n === 0) return { queries: 0, precisionAt6: 0, firstRelevant: 0, empty: 0 };
  return {
    queries: n,
    precisionAt6: round(answers.reduce((sum, a) => sum + precisionAt6(a), 0) / n, 3),
    firstRelevant: round(answers.filter((a) => a.relevantFirst[0] === true).length / n, 3),
    empty: round(answers.filter((a) => a.total === 0).length / n, 3),
  };
}
