import type { Db } from '@/backend/db/open';
import { buildSearchIndexes } from './build';

/**
 * Builds the search indexes when the database has none yet (in one transaction): at start for a new database file
 * (backend/db/prepare.ts), on the first search for a database seeded in memory (tests).
 */
export function ensureSearchIndexes(db: Db): boolean {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM search_index').get() as { n: number };
  if (n > 0) return false;
  db.transaction(() => buildSearchIndexes(db))();
  return true;
}
