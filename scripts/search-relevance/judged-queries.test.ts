import { createRepos } from '@/backend/repo/repos';
import { seededTestDatabase } from '@/backend/db/seeded-test-database';
import { productDocuments } from '@/backend/search/documents';
import { SHOPS } from '@/contract/shops';
import { JUDGED_QUERIES, type ShopKey } from './judged-queries';
import { JUDGED_SHOPS } from './judge-search';
import { isRelevant } from './relevance-rule';

describe('the judged query set', () => {
  it('holds at least 25 queries per shop, each with its intent and a rule that is more than a product list', () => {
    for (const shop of Object.keys(JUDGED_QUERIES) as ShopKey[]) {
      const queries = JUDGED_QUERIES[shop];
      expect(queries.length).toBeGreaterThanOrEqual(25);
      expect(new Set(queries.map((q) => q.query.toLowerCase())).size).toBe(queries.length);
      for (const q of queries) {
        expect(q.intent.length).toBeGreaterThan(5);
        expect(Object.keys(q.relevant).length).toBeGreaterThan(0);
      }
    }
  });

  it('asks only for what the catalogue has: every rule fits seeded products of its shop (so an empty answer is a miss)', () => {
    const { db } = seededTestDatabase();
    try {
      const repos = createRepos(db);
      for (const shop of Object.keys(JUDGED_QUERIES) as ShopKey[]) {
        const { locale } = JUDGED_SHOPS[shop];
        const country = Object.values(SHOPS).find((s) => s.theliaLocale === locale)?.countryId ?? 0;
        const docs = productDocuments(db, repos, locale, country);
        for (const q of JUDGED_QUERIES[shop]) {
          const fitting = docs.filter((doc) => isRelevant(doc, q.relevant, locale)).length;
          if (fitting === 0) throw new Error(`${shop} "${q.query}": no product of the catalogue fits its rule`);
          // A rule that fits most of the catalogue judges nothing.
          expect(fitting).toBeLessThan(docs.length / 3);
        }
      }
    } finally {
      db.close();
    }
  }, 120_000);
});
