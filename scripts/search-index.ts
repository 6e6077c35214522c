/**
 * `npm run search:index [dir] [--prefix shop_] [--content-index shop_content]`: writes the catalogue of the reference
 * backend's database (BACKEND_DB, default data/shop.sqlite; a freshly seeded one in memory when there is none) as
 * Elasticsearch bulk files with an index mapping per index into `dir` (default search-index/, which git ignores), and
 * prints the curl commands that load them into a cluster. Index names: see docs/adr/0012-search-engine.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT as ROOT, readConfig } from '@/backend/config';
import { isSeeded, openDatabase, type Db } from '@/backend/db/open';
import { SEARCH_CONTENT_INDEX, SEARCH_INDEX_PREFIX } from '@/backend/search/constants';
import { INDEX_NAME_PATTERN } from '@/contract/search/index-names';
import { loadCommands, writeSearchIndexFiles } from './search-index-files';


function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function catalogueDb(): Promise<Db> {
  const file = readConfig().dbFile;
  if (fs.existsSync(file)) {
    const db = openDatabase(file, { readonly: true });
    if (isSeeded(db)) return db;
    db.close();
  }
  console.log(`No seeded database at ${file}: seeding one in memory.`);
  const { seedDatabase } = await import('@/backend/db/seed/run');
  const db = openDatabase(':memory:');
  seedDatabase(db);
  return db;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const prefix = option(args, '--prefix') ?? SEARCH_INDEX_PREFIX;
  const contentIndex = option(args, '--content-index') ?? SEARCH_CONTENT_INDEX;
  const values = new Set([option(args, '--prefix'), option(args, '--content-index')]);
  const dir = path.resolve(ROOT, args.find((arg) => !arg.startsWith('--') && !values.has(arg)) ?? 'search-index');
  if (!INDEX_NAME_PATTERN.test(`${prefix}products_de_at`) || !INDEX_NAME_PATTERN.test(contentIndex)) {
    throw new Error(`Invalid index names: prefix ${JSON.stringify(prefix)}, content index ${JSON.stringify(contentIndex)} (lower case letters, digits, _ . -)`);
  }
  const started = performance.now();
  const db = await catalogueDb();
  const files = writeSearchIndexFiles(db, dir, { prefix, contentIndex });
  db.close();
  for (const f of files) console.log(`${f.index}: ${f.documents} documents → ${path.relative(ROOT, f.bulk)}, ${path.relative(ROOT, f.mapping)}`);
  console.log(`Written in ${Math.round(performance.now() - started)} ms. Load them with:\n\n${loadCommands(files)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
