import fs from 'node:fs';
import type { Db } from './open';
import { isSeeded, openDatabase, removeDatabaseFiles } from './open';
import type { SeedReport } from './seed/run';
import { ensureSearchIndexes } from '@/backend/search/ensure';

/**
 * Opens the database file (with its search indexes), seeding it first when it is new or was left half-seeded (no seed marker).
 * `force` always re-creates it (npm run seed). The seed modules are loaded only when needed, so that a warm
 * start stays fast.
 */
export async function prepareDatabase(file: string, options: { force?: boolean } = {}): Promise<{ db: Db; seeded: SeedReport | null }> {
  if (!options.force && fs.existsSync(file)) {
    const db = openDatabase(file);
    if (isSeeded(db)) {
      ensureSearchIndexes(db);
      return { db, seeded: null };
    }
    db.close();
  }
  removeDatabaseFiles(file);
  const { seedDatabase } = await import('./seed/run');
  const db = openDatabase(file);
  const seeded = seedDatabase(db);
  // The search indexes are part of a database file (built once, then reused); in-memory test databases build
  // them on their first search (backend/search/engine.ts).
  ensureSearchIndexes(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { db, seeded };
}
