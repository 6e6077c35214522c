/**
 * `npm run test:e2e` (all tiers), `npm run test:http` (the HTTP tier), `npm run test:journeys` (the journeys),
 * `npm run test:cluster` (the cluster journeys, which start their own topology: ADR 0066): runs
 * Playwright against a fresh stack (reference backend on a temporary database, production storefront), started by
 * playwright.config.ts; journeys run in the Chromium that e2e/support/chromium.ts finds (CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, or the one packaged in @sparticuz/chromium). The storefront is built first when there is no build
 * or a source changed after it (scripts/build-state.ts). `--build-only` builds and stops; E2E_SKIP_BUILD=1 never
 * builds (`npm test` builds once for both tiers, see scripts/test-all.ts). Other arguments go to Playwright (a spec
 * file or part of its name, --grep, --project...).
 *
 * E2E_PREPARED_DATA_DIR names a directory the caller owns for the journeys' database and media instead of a new
 * temporary one: with `--build-only` the catalogue is seeded into it right after the build, so the journeys' backend
 * opens a seeded database instead of seeding for half a minute while the journeys wait (`npm test` seeds it while
 * the unit tests still run). The directory is left in place; its owner removes it. Without it, the run's temporary
 * directory starts as a copy of data/e2e-template, a seeded catalogue kept between runs and seeded again when a
 * source of the seed changed (scripts/build-state.ts), so a run of one area starts in seconds.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearRuntimeCaches, nextBuild, ROOT, run, seedBackend } from './processes';
import { E2E_PORTS } from '../e2e/support/ports';
import { embeddedShopEnv } from './stack-env';
import { buildIsStale, seededDataIsStale } from './build-state';

/** The seeded catalogue the journeys' temporary data directories are copied from (git-ignored, like all of data/). */
const TEMPLATE_DIR = path.join(ROOT, 'data', 'e2e-template');

async function main(): Promise<void> {
  const prepared = process.env.E2E_PREPARED_DATA_DIR?.trim() || null;
  const dataDir = prepared ?? mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    E2E_DATA_DIR: dataDir,
    ...embeddedShopEnv(E2E_PORTS.backend, undefined, E2E_PORTS.storefront),
  };
  const args = process.argv.slice(2);
  const buildOnly = args.includes('--build-only');
  // The cluster project starts its own topology (e2e/cluster): alone, it needs no stack of the other tiers.
  const projects = args.filter((arg) => arg.startsWith('--project=')).map((arg) => arg.slice('--project='.length));
  if (projects.length > 0 && projects.every((project) => project === 'cluster')) env.E2E_CLUSTER_ONLY = '1';
  try {
    if (process.env.E2E_SKIP_BUILD !== '1' && (buildOnly || buildIsStale(ROOT))) await nextBuild({ ...env, NODE_ENV: 'production' });
    if (buildOnly) {
      // Where playwright.config.ts points the journeys' backend.
      if (prepared) await seedBackend({ ...env, BACKEND_DB: path.join(dataDir, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(dataDir, 'media') });
      return;
    }
    if (!prepared) {
      if (seededDataIsStale(ROOT, TEMPLATE_DIR)) {
        rmSync(TEMPLATE_DIR, { recursive: true, force: true });
        await seedBackend({ ...env, BACKEND_DB: path.join(TEMPLATE_DIR, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(TEMPLATE_DIR, 'media') });
      }
      cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
    }
    // The journeys' backend opens a fresh copy of the catalogue: the storefront starts without anything cached from
    // another database.
    clearRuntimeCaches();
    await run(process.execPath, [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args], { env });
  } finally {
    if (!prepared) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
