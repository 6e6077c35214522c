import type { Db } from '@/backend/db/open';
import { seededTestDatabase } from '@/backend/db/seeded-test-database';
import { createSearchEngine } from './engine';

/** An answer of the engine as tests read it: hits with their scores and sources, and the aggregations. */
export type EngineAnswer = {
  hits: { total?: { value: number; relation: string }; max_score: number | null; hits: { _id: string; _score: number; _source: Record<string, unknown> }[] };
  aggregations?: Record<string, { doc_count?: number; keys?: { buckets: { key: string; doc_count: number }[]; sum_other_doc_count: number } }>;
};

/** For tests: the search engine over a copy of the seeded test database; `run` searches an index (de_AT by default). */
export function seededSearchEngine(): { db: Db; run: (body: unknown, index?: string) => EngineAnswer; close: () => void } {
  const { db } = seededTestDatabase();
  const engine = createSearchEngine(db);
  return { db, run: (body, index = 'shop_products_de_at') => engine.search(index, body) as EngineAnswer, close: () => db.close() };
}
