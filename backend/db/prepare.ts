import fs from 'node:fs';
import type { Db } from './open';
import { isSeeded, openDatabase, removeDatabaseFiles } from './open';
import type { SeedReport } from './seed/run';

/**
 * Opens the database file, seeding it first when it is new or was left half-seeded (no seed marker).
 * `force` always re-creates it (npm run seed). The seed modules are loaded only when needed, so that a warm
 * start stays fast.
 */
export async function prepareDatabase(file: string, options: { force?: boolean } = {}): Promise<{ db: Db; seeded: SeedReport | null }> {
  if (!options.force && fs.existsSync(file)) {
    const db = openDatabase(file);
    if (isSeeded(db)) return { db, seeded: null };
    db.close();
  }
  removeDatabaseFiles(file);
  const { seedDatabase } = await import('./seed/run');
  const db = openDatabase(file);
  const seeded = seedDatabase(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { db, seeded };
}
