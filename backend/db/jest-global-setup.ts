import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Relative: Jest loads its global setup and teardown without the tests' moduleNameMapper.
import { SEEDED_TEST_DB_DIR } from './seeded-test-database-dir';

/** Jest's global setup: a directory of this run's own for the seeded test database (backend/db/seeded-test-database.ts). */
export default function globalSetup(): void {
  process.env[SEEDED_TEST_DB_DIR] = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-test-db-'));
}
