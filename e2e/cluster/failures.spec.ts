import net from 'node:net';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import de from '../../messages/de.json';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { cheapInStock } from '../support/cart-products';
import { queryE2eDb } from '../support/e2e-db';
import { INSTANCE_1, INSTANCE_2, useJourneyCluster, PORTS, shopperContext, shopRequest, VARNISH } from '../support/cluster-stack';

/**
 * The topology losing a part (ADR 0066): Redis stopped while the shop runs, and one storefront instance killed under
 * load through Varnish.
 */

const cluster = useJourneyCluster();

/** Pages of every kind: home, a category, a product, a brand, a content page, the search, the cart. */
function pagesOfEveryKind(): string[] {
  const urlOf = (view: string) =>
    queryE2eDb<{ url: string }>(
      `SELECT r.url FROM rewriting_url r WHERE r.view = ? AND r.view_locale = 'de_AT' AND r.redirected IS NULL
       AND (r.view != 'product' OR r.view_id IN (SELECT id FROM product WHERE visible = 1)) ORDER BY r.id LIMIT 1`,
      view,
    )[0]?.url;
  const catalogue = ['category', 'product', 'brand', 'content'].map(urlOf).filter((url): url is string => Boolean(url));
  return ['/', ...catalogue.map((url) => `/${encodeURI(url)}`), '/search/armatur', '/cart', '/api/cart', '/about'];
}

/** Whether something accepts connections on a loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const hydrated = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test('Redis stopped mid-run leaves every page answering 200 and the shop working', async ({ browser }) => {
  const pages = pagesOfEveryKind();
  expect(pages.length).toBeGreaterThanOrEqual(8);
  expect(await listening(PORTS.redis)).toBe(true);
  await cluster().stopRedis();
  expect(await listening(PORTS.redis)).toBe(false);
  try {
    // Directly from each instance (no copy of Varnish's in between), then through Varnish.
    for (const port of [INSTANCE_1, INSTANCE_2, VARNISH]) {
      for (const path of pages) {
        const started = Date.now();
        const answer = await shopRequest(port, path);
        expect([port, path, answer.status]).toEqual([port, path, 200]);
        expect(Date.now() - started, `${path} on ${port}`).toBeLessThan(15_000);
      }
    }
    const context = await shopperContext(() => browser.newContext({ baseURL: `http://at.localhost:${VARNISH}`, locale: 'de-AT' }));
    try {
      const page = await context.newPage();
      const product = cheapInStock('at');
      await page.goto(`/${product.url}`);
      await expect.poll(() => hydrated(page, de.Product.addToCart)).toBe(true);
      await page.getByRole('button', { name: de.Product.addToCart }).click();
      await expect(page.getByRole('status').filter({ hasText: '1 ×' })).toBeVisible({ timeout: 20_000 });
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line').filter({ hasText: product.title })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  } finally {
    await cluster().startRedis();
  }
  // Redis is back: the shop goes on answering.
  for (const path of pages) expect([path, (await shopRequest(VARNISH, path)).status]).toEqual([path, 200]);
});

test('one instance killed under load through Varnish loses only the requests in flight', async () => {
  test.setTimeout(180_000);
  const CONCURRENCY = 6;
  const RUN_MS = 8_000;
  const KILL_AT_MS = 3_000;
  // Every request reaches an instance: per-shopper paths pass Varnish, and a product page with a query of its own
  // is a new object each time.
  const product = pagesOfEveryKind()[2] ?? '/';
  const targets = ['/cart', '/api/cart', '/api/health'];
  type Outcome = { started: number; ended: number; ok: boolean; detail: string };
  const outcomes: Outcome[] = [];
  const begin = Date.now();
  let killedAt = 0;
  let sequence = 0;
  const worker = async () => {
    while (Date.now() - begin < RUN_MS) {
      sequence += 1;
      const path = sequence % 2 === 0 ? `${product}?n=${sequence}` : (targets[sequence % targets.length] ?? '/cart');
      const started = Date.now();
      try {
        const answer = await shopRequest(VARNISH, path, { timeoutMs: 20_000 });
        outcomes.push({ started, ended: Date.now(), ok: answer.status === 200, detail: `${answer.status} ${path}` });
      } catch (error) {
        outcomes.push({ started, ended: Date.now(), ok: false, detail: `${error instanceof Error ? error.message : String(error)} ${path}` });
      }
    }
  };
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    killedAt = Date.now();
    await cluster().stopInstance(1, 'SIGKILL');
  })();
  await Promise.all([killer, ...Array.from({ length: CONCURRENCY }, worker)]);

  const failures = outcomes.filter((outcome) => !outcome.ok);
  const inFlightAtKill = outcomes.filter((outcome) => outcome.started <= killedAt && outcome.ended >= killedAt);
  test.info().annotations.push({ type: 'load', description: `${outcomes.length} requests, ${failures.length} failed, ${inFlightAtKill.length} in flight at the kill` });
  expect(outcomes.length).toBeGreaterThan(CONCURRENCY * 4);
  expect(outcomes.filter((outcome) => outcome.ended < killedAt).every((outcome) => outcome.ok)).toBe(true);
  // Only requests that were under way when the instance died may fail; everything started after it is answered.
  expect(failures.every((failure) => failure.started <= killedAt), JSON.stringify(failures)).toBe(true);
  expect(failures.length).toBeLessThanOrEqual(CONCURRENCY);
  expect(outcomes.filter((outcome) => outcome.started > killedAt).length).toBeGreaterThan(CONCURRENCY);

  await cluster().startInstance(1);
});
