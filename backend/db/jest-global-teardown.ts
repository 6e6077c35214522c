import fs from 'node:fs';
// Relative: Jest loads its global setup and teardown without the tests' moduleNameMapper.
import { SEEDED_TEST_DB_DIR } from './seeded-test-database-dir';

/** Jest's global teardown: removes this run's seeded test database (see jest-global-setup.ts). */
export default function globalTeardown(): void {
  const dir = process.env[SEEDED_TEST_DB_DIR];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
