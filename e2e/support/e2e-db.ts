import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The e2e stack's database (the reference backend's own file), so journeys read real seeded rows (URLs, titles,
 * variants) and can check what the backend stored. Read-only unless a journey changes data on purpose.
 */
export function openE2eDb(options: { readonly?: boolean } = {}): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR ?? path.join(__dirname, '..', '..', 'data', 'e2e');
  const db = new Database(path.join(dataDir, 'shop.sqlite'), { readonly: options.readonly ?? true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Runs `use` on an open handle and closes it. */
export function withE2eDb<T>(use: (db: Database.Database) => T, options: { readonly?: boolean } = {}): T {
  const db = openE2eDb(options);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** All rows of a read-only query. */
export function queryE2eDb<T>(sql: string, ...params: unknown[]): T[] {
  return withE2eDb((db) => db.prepare(sql).all(...params) as T[]);
}

/** The first row of a read-only query; a journey cannot run without its seeded data, so none is an error. */
export function firstE2eRow<T>(sql: string, ...params: unknown[]): T {
  const row = queryE2eDb<T>(sql, ...params)[0];
  if (!row) throw new Error(`no seeded row for: ${sql} ${JSON.stringify(params)}`);
  return row;
}
