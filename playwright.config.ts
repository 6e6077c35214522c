import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_PORTS, SHOP_PROJECTS } from './e2e/support/ports';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';

const dataDir = process.env.E2E_DATA_DIR ?? path.join(__dirname, 'data', 'e2e');
// The storefront and the journeys share the secret of the signed revalidation call (e2e/seo.spec.ts).
process.env.REVALIDATE_SECRET ||= 'e2e-revalidate-secret';

/**
 * Journeys run in each of the three shops (one project per shop host) against the production build, the reference
 * backend on a temporary database, in the Chromium `chromiumPath()` finds (CHROMIUM_PATH, Debian's, or the one packaged
 * in the @sparticuz/chromium devDependency). Run through `npm run test:e2e` (which builds first).
 */
export default defineConfig({
  testDir: './e2e',
  // Journeys only: e2e/support/*.test.ts are unit tests of the support code, run by Jest.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI also prints where the time went (spec files, kinds of steps): e2e/support/time-reporter.ts.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./e2e/support/time-reporter.ts']] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // Recording a trace costs every test CPU on a 2-core machine; CI records one when a failed test is retried.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: SHOP_PROJECTS.map((shop) => ({
    name: shop.name,
    use: { baseURL: `http://${shop.host}:${E2E_PORTS.storefront}`, locale: shop.locale },
  })),
  webServer: [
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
