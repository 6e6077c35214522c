import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './open';
import { openDatabase, openSerializedDatabase } from './open';
import type { SeedReport } from './seed/run';
import { seedDatabase } from './seed/run';
import { SEEDED_TEST_DB_DIR } from './seeded-test-database-dir';

/**
 * Test support (not a test): a freshly seeded in-memory database for a test file. Seeding the whole catalogue takes
 * about a second, and some sixty test files need it; within one Jest run every one of them gets the same database, so
 * the first file to ask seeds it and leaves its bytes in SEEDED_TEST_DB_DIR (a directory of its own per run, made
 * and removed by backend/db/jest-global-setup.ts and -teardown.ts), and the others open a copy of those bytes. Each
 * file still gets a database of its own: writes never reach the template or another file. Without the variable (a
 * test run outside Jest's setup) every call seeds.
 */
const DATABASE_FILE = 'seeded.sqlite';
const REPORT_FILE = 'seed-report.json';

export function seededTestDatabase(env: Record<string, string | undefined> = process.env): { db: Db; report: SeedReport } {
  const dir = env[SEEDED_TEST_DB_DIR];
  if (dir && fs.existsSync(path.join(dir, DATABASE_FILE))) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, REPORT_FILE), 'utf8')) as SeedReport;
    return { db: openSerializedDatabase(fs.readFileSync(path.join(dir, DATABASE_FILE))), report };
  }
  const db = openDatabase(':memory:');
  const report = seedDatabase(db);
  if (dir) {
    // Report first, database last, each renamed into place whole: a file that finds the database finds its report.
    // Two files seeding at once write the same bytes, so the later rename changes nothing.
    writeWhole(path.join(dir, REPORT_FILE), JSON.stringify(report));
    writeWhole(path.join(dir, DATABASE_FILE), db.serialize());
  }
  return { db, report };
}

function writeWhole(file: string, data: string | Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}
