import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { SANDBOX_SCHEMA_SQL } from '@/backend/payments/sandbox-schema';

export type Db = Database.Database;

/** Opens (or creates) a database file, or `:memory:`. WAL and foreign keys for files; tuned for reads. */
export function openDatabase(file: string, options: { readonly?: boolean } = {}): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false });
  if (file !== ':memory:' && !options.readonly) db.pragma('journal_mode = WAL');
  return tuned(db, options.readonly ?? false);
}

/** An in-memory database from the bytes of `db.serialize()` (a copy: writes never reach the source). */
export function openSerializedDatabase(bytes: Buffer): Db {
  return tuned(new Database(bytes), false);
}

function tuned(db: Db, readonly: boolean): Db {
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -32000');
  // The payment sandboxes' own tables (IF NOT EXISTS: existing database files get them on their next start).
  if (!readonly) db.exec(SANDBOX_SCHEMA_SQL);
  return db;
}

/** Creates every table of the schema and records its version. */
export function applySchema(db: Db): void {
  db.exec(SCHEMA_SQL);
  db.prepare('INSERT INTO meta (name, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
}

/** The seed marker: set as the last step of a complete seed, so a half-seeded file is never reused. */
export const SEED_MARKER = 'seed_complete';

export function isSeeded(db: Db): boolean {
  const table = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
    .get() as { name: string } | undefined;
  if (!table) return false;
  const version = db.prepare('SELECT value FROM meta WHERE name = ?').get('schema_version') as { value: string } | undefined;
  const marker = db.prepare('SELECT value FROM meta WHERE name = ?').get(SEED_MARKER) as { value: string } | undefined;
  return version?.value === String(SCHEMA_VERSION) && marker !== undefined;
}

/** Removes a database file and its WAL/SHM companions. */
export function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}
