import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededTestDatabase } from './seeded-test-database';
import { SEEDED_TEST_DB_DIR } from './seeded-test-database-dir';

describe('seeded test database', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-template-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the first call seeds and leaves the template; later calls get equal copies that do not share writes', () => {
    const env = { [SEEDED_TEST_DB_DIR]: dir };
    const first = seededTestDatabase(env);
    expect(fs.readdirSync(dir).sort()).toEqual(['seed-report.json', 'seeded.sqlite']);
    const second = seededTestDatabase(env);
    expect(second.report).toEqual(first.report);
    const count = (db: typeof first.db) => (db.prepare('SELECT COUNT(*) AS n FROM product').get() as { n: number }).n;
    expect(count(second.db)).toBe(first.report.products);
    expect(second.db.pragma('foreign_keys', { simple: true })).toBe(1);

    second.db.prepare('DELETE FROM product_i18n').run();
    const third = seededTestDatabase(env);
    expect((third.db.prepare('SELECT COUNT(*) AS n FROM product_i18n').get() as { n: number }).n).toBeGreaterThan(0);
    expect(count(third.db)).toBe(first.report.products);
  });

  test('without a template directory every call seeds and writes nothing', () => {
    const { db, report } = seededTestDatabase({});
    expect((db.prepare('SELECT COUNT(*) AS n FROM product').get() as { n: number }).n).toBe(report.products);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
