import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_PORTS, SHOP_PROJECTS, type ShopProject } from './e2e/support/ports';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';
import { CLUSTER_E2E_PORTS } from './scripts/cluster/cluster-ports';

const dataDir = process.env.E2E_DATA_DIR ?? path.join(__dirname, 'data', 'e2e');
// The storefront and the journeys share the secret of the signed revalidation call (e2e/http/seo.spec.ts).
process.env.REVALIDATE_SECRET ||= 'e2e-revalidate-secret';

/**
 * Two tiers against one started stack (reference backend on a temporary database, the production storefront):
 *
 * - `http`: plain requests, no browser (e2e/http/*.spec.ts): statuses, redirects, headers, server HTML, structured
 *   data, sitemaps, route handlers, bad input. A test names the shops it checks (e2e/support/http-tier.ts).
 * - `at`, `de`, `ro`: the journeys (e2e/*.spec.ts), what a shopper does in a browser, one project per shop host. A
 *   journey tagged `@every-shop` runs in all three; `@de` or `@ro` in that shop only; an untagged one checks a mechanism
 *   that is the same everywhere and runs in the default shop (AT) only (e2e/support/fixtures.ts, docs/adr/0053).
 *
 * - `cluster`: the scaled topology (e2e/cluster/*.spec.ts, ADR 0066): each spec file starts its own Varnish, two
 *   storefront instances, redis-server and reference backend on the ports of scripts/cluster/cluster-ports.ts, one
 *   test at a time. Run alone (`npm run test:cluster`), it needs no stack of the main tiers and none is started.
 *
 * Journeys run in the Chromium `chromiumPath()` finds (CHROMIUM_PATH, Debian's, or the one packaged in the
 * @sparticuz/chromium devDependency). Run through `npm run test:http` / `npm run test:journeys` (scripts/e2e.ts).
 */
const shopSelection: Record<ShopProject['name'], { grep?: RegExp[]; grepInvert?: RegExp[] }> = {
  at: { grepInvert: [/@de\b/, /@ro\b/] },
  de: { grep: [/@every-shop\b/, /@de\b/] },
  ro: { grep: [/@every-shop\b/, /@ro\b/] },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI also prints where the time went (tiers, spec files, kinds of steps): e2e/support/time-reporter.ts.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./e2e/support/time-reporter.ts']] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // Recording a trace costs every test CPU on a 2-core machine; CI records one when a failed test is retried.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'http', testDir: './e2e/http', testMatch: '**/*.spec.ts' },
    ...SHOP_PROJECTS.map((shop) => ({
      name: shop.name,
      // Journeys only: e2e/support/*.test.ts are unit tests of the support code, run by Jest.
      testMatch: '*.spec.ts',
      testIgnore: ['http/**', 'cluster/**'],
      ...shopSelection[shop.name],
      use: { baseURL: `http://${shop.host}:${E2E_PORTS.storefront}`, locale: shop.locale },
    })),
    {
      name: 'cluster',
      testDir: './e2e/cluster',
      testMatch: '*.spec.ts',
      // One topology on fixed ports at a time; starting one takes a while on two cores.
      workers: 1,
      fullyParallel: false,
      timeout: 180_000,
      use: { baseURL: `http://at.localhost:${CLUSTER_E2E_PORTS.varnish}`, locale: 'de-AT' },
    },
  ],
  // scripts/e2e.ts sets E2E_CLUSTER_ONLY when only the cluster project runs: it starts its own topology.
  webServer: process.env.E2E_CLUSTER_ONLY === '1' ? [] : [
    {
      command: 'node --import tsx backend/main.ts',
      url: `http://127.0.0.1:${E2E_PORTS.backend}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        BACKEND_PORT: String(E2E_PORTS.backend),
        BACKEND_DB: path.join(dataDir, 'shop.sqlite'),
        BACKEND_MEDIA_DIR: path.join(dataDir, 'media'),
        SHOP_TOKEN: process.env.SHOP_TOKEN ?? 'dev-shop-token',
      },
    },
    {
      command: `node node_modules/next/dist/bin/next start --port ${E2E_PORTS.storefront} --hostname localhost`,
      url: `http://localhost:${E2E_PORTS.storefront}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
