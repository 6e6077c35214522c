import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'contract', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'instrumentation.ts', 'instrumentation-client.ts', 'package.json', 'tsconfig.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** True when there is no production build (in `distDir`, NEXT_DIST_DIR's), or a source file changed after it was made. */
export function buildIsStale(root: string, distDir = process.env.NEXT_DIST_DIR || '.next'): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(path.join(root, entry)) > builtAt);
}

/** The sources of the reference backend's seeded catalogue and media: its code and the contract it speaks. */
const SEED_SOURCES = ['backend', 'contract', 'package.json'];

/**
 * True when the seeded data directory `dir` (a database and its media, made by `npm run seed`) is missing or older
 * than a source of the seed, so a copy of it would not be what a fresh seed makes.
 */
export function seededDataIsStale(root: string, dir: string): boolean {
  const database = path.join(dir, 'shop.sqlite');
  if (!existsSync(database) || !existsSync(path.join(dir, 'media'))) return true;
  const seededAt = statSync(database).mtimeMs;
  return SEED_SOURCES.some((entry) => newestMtime(path.join(root, entry)) > seededAt);
}
