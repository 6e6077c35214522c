/**
 * `npm run test:e2e`: builds the storefront, then runs the Playwright journeys against a fresh stack (reference
 * backend on a temporary database, production storefront), started by playwright.config.ts, in the Chromium that
 * e2e/support/chromium.ts finds (CHROMIUM_PATH, Debian's /usr/bin/chromium, or the one packaged in @sparticuz/chromium).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextBuild, ROOT, run } from './processes';
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
  try {
    if (process.env.E2E_SKIP_BUILD !== '1') await nextBuild({ ...env, NODE_ENV: 'production' });
    await run(process.execPath, [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)], { env });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
