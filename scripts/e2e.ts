/**
 * `npm run test:e2e`: builds the storefront, then runs the Playwright journeys against a fresh stack (reference
 * backend on a temporary database, production storefront), started by playwright.config.ts, in the Chromium that
 * e2e/support/chromium.ts finds (CHROMIUM_PATH, Debian's /usr/bin/chromium, or the one packaged in @sparticuz/chromium).
 * `--build-only` builds and stops; E2E_SKIP_BUILD=1 runs the journeys on the last build (`npm test` does both, see
 * scripts/test-all.ts). Other arguments go to Playwright (a spec file, --grep, --project...).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearRuntimeCaches, nextBuild, ROOT, run } from './processes';
import { E2E_PORTS } from '../e2e/support/ports';
import { embeddedShopEnv } from './stack-env';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    E2E_DATA_DIR: dataDir,
    ...embeddedShopEnv(E2E_PORTS.backend, undefined, E2E_PORTS.storefront),
  };
  const args = process.argv.slice(2);
  const buildOnly = args.includes('--build-only');
  try {
    if (process.env.E2E_SKIP_BUILD !== '1') await nextBuild({ ...env, NODE_ENV: 'production' });
    if (buildOnly) return;
    // The journeys' backend is seeded afresh: the storefront starts without anything cached from another database.
    clearRuntimeCaches();
    await run(process.execPath, [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args], { env });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
