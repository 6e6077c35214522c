import { seededTestDatabase } from '@/backend/db/seeded-test-database';
import { createSearchEngine } from '@/backend/search/engine';
import { JUDGED_SHOPS, judgeShop, type ShopJudgement } from './search-relevance/judge-search';
import { precisionAt6 } from './search-relevance/relevance-figures';
import type { ShopKey } from './search-relevance/judged-queries';

/**
 * The relevance rows of `npm run bench` (also alone: `BENCH_ONLY=relevance npm run bench`): the judged query set of
 * each shop (scripts/search-relevance/judged-queries.ts) against the reference engine over a freshly seeded
 * catalogue, with the queries the storefront builds. Prints per shop precision at 6, the share of queries whose first
 * result is relevant and the share that return nothing; with BENCH_RELEVANCE_DETAIL=1 also every query below 1.
 */
export function measureRelevance(): ShopJudgement[] {
  const { db } = seededTestDatabase();
  try {
    const engine = createSearchEngine(db);
    return (Object.keys(JUDGED_SHOPS) as ShopKey[]).map((shop) => judgeShop(engine, shop));
  } finally {
    db.close();
  }
}

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10} %`;

export function printRelevance(rows: readonly ShopJudgement[], detail = process.env.BENCH_RELEVANCE_DETAIL === '1'): void {
  console.log('\nSearch relevance: judged queries per shop (scripts/search-relevance/judged-queries.ts), first chunk of 6');
  console.table(
    rows.map((row) => ({
      shop: row.shop,
      queries: row.figures.queries,
      'precision at 6': row.figures.precisionAt6,
      'first result relevant': percent(row.figures.firstRelevant),
      'no result': percent(row.figures.empty),
    })),
  );
  if (!detail) return;
  for (const row of rows) {
    for (const answer of row.answers) {
      if (precisionAt6(answer) >= 1 && answer.relevantFirst[0]) continue;
      console.log(`${row.shop} "${answer.query}" P@6 ${precisionAt6(answer).toFixed(2)} total ${answer.total} relevant in catalogue ${answer.relevantInCatalogue}`);
      answer.firstTitles.forEach((title, i) => console.log(`   ${answer.relevantFirst[i] ? '+' : '-'} ${title}`));
    }
  }
}
