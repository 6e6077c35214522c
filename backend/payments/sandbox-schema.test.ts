import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/backend/db/open';

const sandboxTables = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'sandbox_%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

describe('sandbox tables', () => {
  test('a database file made before the sandboxes gets their tables when it is opened, and keeps its data', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-schema-'));
    try {
      const file = path.join(dir, 'shop.sqlite');
      const old = new Database(file);
      old.exec("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('seed_complete', '1');");
      old.close();
      const db = openDatabase(file);
      expect(sandboxTables(db)).toEqual([
        'sandbox_globalpayments_request',
        'sandbox_klarna_session',
        'sandbox_merchant_event',
        'sandbox_merchant_payment',
        'sandbox_paypal_order',
        'sandbox_stripe_event',
        'sandbox_stripe_session',
      ]);
      expect(db.prepare('SELECT value FROM meta').get()).toEqual({ value: '1' });
      db.close();
      // Opening again is harmless (IF NOT EXISTS); read-only opens do not write.
      openDatabase(file).close();
      openDatabase(file, { readonly: true }).close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
