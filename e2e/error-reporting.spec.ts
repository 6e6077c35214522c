import http from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { OwnStack } from './support/own-stack';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { SHOP_PROJECTS } from './support/ports';
import { watchViolations } from './support/security-checks';

/**
 * Error reporting (ADR 0060) end to end: a stack of its own whose storefront reports to the reference backend's
 * envelope recorder (SENTRY_DSN=http://key@127.0.0.1:<backend port>/1) and has the error probe route
 * (STOREFRONT_ERROR_PROBE=1). A real server error and real browser errors must arrive with the release, the
 * environment and the shop, and without the shopper's e-mail, street, name, cart id or tokens. The main e2e stack runs
 * without a DSN: the other journeys send nothing anywhere.
 */
const stack = new OwnStack(3296, 4296, { SENTRY_DSN: 'http://key@127.0.0.1:4296/1', SENTRY_ENVIRONMENT: 'e2e', STOREFRONT_ERROR_PROBE: '1' });
const RECORDER = `http://127.0.0.1:${stack.backendPort}/api/1/envelope/`;
const originOf = (host: string) => `http://${host}:${stack.port}`;

/** The shopper's data the requests carry (demo customer anna.berger@example.at); none of it may reach a report. */
const SHOPPER = { email: 'anna.berger@example.at', street: 'Mariahilfer Straße 12', name: 'Anna Berger' };
const CART_COOKIE = '4711.xV3l0T9qM2s8bN1cR7yK4wZ6pA0dE5fH3jL9uG2iO8m';
const SESSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const ORDER_HASH = 'Qm9vdHN0cmFwLWhhc2gtb2YtdGhlLW9yZGVyLWxpbms';
const SECRETS = [SHOPPER.email, SHOPPER.street, SHOPPER.name, 'Mariahilfer+Stra', 'anna.berger%40', CART_COOKIE, SESSION_TOKEN, ORDER_HASH];

type Item = { header: { type: string }; payload: Record<string, unknown> };
type ReportedEvent = { release?: string; environment?: string; tags?: Record<string, string>; exception?: { values?: Array<{ value?: string }> }; request?: { url?: string } };

/** A GET to the stack's storefront for a shop host (Node does not resolve `*.localhost` by itself). */
function getFromShop(host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port: stack.port, path, headers: { ...headers, host: `${host}:${stack.port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer: ${host}${path}`)));
    request.end();
  });
}

/** The items the recorder holds; `from: 'browser'` only those a page posted (with an Origin), not the server's. */
async function recordedItems(from: 'any' | 'browser' = 'any'): Promise<Item[]> {
  const response = await fetch(RECORDER);
  const body = (await response.json()) as { envelopes: Array<{ origin: string | null; items: Item[] }> };
  return body.envelopes.filter((envelope) => from === 'any' || envelope.origin !== null).flatMap((envelope) => envelope.items);
}

/** Waits until the recorder holds an error event whose exception says `text`, and returns it. */
async function reportedError(text: string): Promise<ReportedEvent> {
  let found: ReportedEvent | undefined;
  await expect(async () => {
    const events = (await recordedItems()).filter((item) => item.header.type === 'event').map((item) => item.payload as ReportedEvent);
    found = events.find((event) => event.exception?.values?.some((value) => value.value?.includes(text)));
    expect(found, `an event with '${text}'`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

/** Code of the SDK (its global carrier or its SDK name), and of session replay (rrweb, the recorder it is built on). */
const SENTRY_CODE = /__SENTRY__|sentry\.javascript/;
const REPLAY_CODE = /rrweb/;

/** Records the JavaScript the page fetches, with its code, so a chunk is recognised by what it holds, not its name. */
function watchScripts(page: Page): Array<{ url: string; code: string }> {
  const scripts: Array<{ url: string; code: string }> = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), code: await response.text().catch(() => '') });
  });
  return scripts;
}

function expectNoPersonalData(event: unknown): void {
  const json = JSON.stringify(event);
  for (const secret of SECRETS) expect({ secret, inReport: json.includes(secret) }).toEqual({ secret, inReport: false });
}

async function shopperPage(page: Page, host: string, consent: 'granted' | 'denied'): Promise<void> {
  await page.context().addCookies([
    { name: 'CookieConsentGA', value: consent, url: originOf(host) },
    { name: 'cart', value: CART_COOKIE, url: originOf(host) },
  ]);
  // An order link (its hash is a secret of the shopper's): the page is the not-found page, with the shop's scripts.
  await page.goto(`${originOf(host)}/order-placed?order=ORD-2026-000042&h=${ORDER_HASH}`);
}

test('without a DSN (the main stack) a page load and idle fetch no Sentry code at all', async ({ page }) => {
  const scripts = watchScripts(page);
  const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/error-reporting');
  await page.goto('/');
  // The small switch asks the server once the page is idle; with no DSN nothing else follows.
  expect(await (await config).json()).toMatchObject({ dsn: null });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => SENTRY_CODE.test(script.code)).map((script) => script.url)).toEqual([]);
  expect(await page.evaluate(() => '__SENTRY__' in globalThis)).toBe(false);
  await expectNoSeriousA11yViolations(page);
});

test.describe('error reporting to the envelope recorder', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await stack.start();
  });
  test.afterAll(() => stack.stopAll());
  test.beforeEach(async () => {
    await fetch(RECORDER, { method: 'DELETE' });
  });

  test('a server error of each shop arrives with release 1.0.3, the environment and the shop, without personal data', async () => {
    const query = new URLSearchParams({ order: 'ORD-2026-000042', h: ORDER_HASH, email: SHOPPER.email, street: SHOPPER.street, name: SHOPPER.name, token: SESSION_TOKEN });
    for (const shop of SHOP_PROJECTS) {
      const response = await getFromShop(shop.host, `/api/error-probe?${query}&shop=${shop.name}`, {
        cookie: `cart=${CART_COOKIE}; session=${SESSION_TOKEN}`,
        authorization: `Bearer ${SESSION_TOKEN}`,
      });
      expect(response.status).toBe(500);
      const event = await reportedError(`shop=${shop.name}`);
      expect(event).toMatchObject({ release: '1.0.3', environment: 'e2e', tags: { shop: shop.name } });
      expect(event.exception?.values?.[0]?.value).toContain('h=[Filtered]');
      expectNoPersonalData(event);
    }
  });

  test('without the probe flag the probe is an unknown route, like in production', async () => {
    // The main e2e stack runs without STOREFRONT_ERROR_PROBE.
    const main = new URL(test.info().project.use.baseURL ?? '');
    const response = await fetch(`http://localhost:${main.port}/api/error-probe`);
    expect(response.status).toBe(404);
  });

  test('browser errors before and after the SDK loads arrive with the shop, scrubbed; no replay without consent', async ({ page }) => {
    const violations = await watchViolations(page);
    const scripts = watchScripts(page);
    await shopperPage(page, 'ro.localhost', 'denied');
    // Thrown before the SDK has loaded (it waits for idle): held and reported once it is there.
    await page.evaluate((email) => {
      setTimeout(() => {
        throw new Error(`Browser probe early for ${email}`);
      });
      void Promise.reject(new Error(`Rejected probe for ${email}`));
    }, SHOPPER.email);
    const early = await reportedError('Browser probe early');
    expect(early).toMatchObject({ release: '1.0.3', environment: 'e2e', tags: { shop: 'ro' } });
    expect(early.request?.url).toBe(`${originOf('ro.localhost')}/order-placed?order=ORD-2026-000042&h=[Filtered]`);
    expectNoPersonalData(early);
    expectNoPersonalData(await reportedError('Rejected probe'));

    await page.waitForFunction(() => '__SENTRY__' in globalThis);
    await page.evaluate((email) => {
      setTimeout(() => {
        throw new Error(`Browser probe late for ${email}`);
      });
    }, SHOPPER.email);
    expectNoPersonalData(await reportedError('Browser probe late'));
    // Without consent the browser sends errors only: no trace, no replay, no session, no client report.
    const kinds = new Set((await recordedItems('browser')).map((item) => item.header.type));
    expect([...kinds]).toEqual(['event']);
    // The error SDK loaded, session replay (its own chunk) did not.
    expect(scripts.some((script) => SENTRY_CODE.test(script.code))).toBe(true);
    expect(scripts.filter((script) => REPLAY_CODE.test(script.code)).map((script) => script.url)).toEqual([]);
    expect(violations).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('S9-26 with consent, an error brings its session replay along, masked', async ({ page }) => {
    const violations = await watchViolations(page);
    const scripts = watchScripts(page);
    await shopperPage(page, 'at.localhost', 'granted');
    await page.waitForFunction(() => '__SENTRY__' in globalThis);
    // The replay integration joins after consent; give it a moment to start buffering.
    await page.waitForTimeout(1_000);
    await page.evaluate((email) => {
      setTimeout(() => {
        throw new Error(`Browser probe with consent for ${email}`);
      });
    }, SHOPPER.email);
    const event = await reportedError('Browser probe with consent');
    expect(event.tags).toMatchObject({ shop: 'at' });
    await expect(async () => {
      const replays = (await recordedItems('browser')).filter((item) => item.header.type === 'replay_event');
      expect(replays.length).toBeGreaterThan(0);
      expectNoPersonalData(replays);
    }).toPass({ timeout: 20_000 });
    // Replay came in a chunk of its own, requested after consent: the chunk with the SDK's global carrier lacks it.
    expect(scripts.filter((script) => REPLAY_CODE.test(script.code)).length).toBeGreaterThan(0);
    const sdkChunks = scripts.filter((script) => script.code.includes('__SENTRY__'));
    expect(sdkChunks.length).toBeGreaterThan(0);
    expect(sdkChunks.filter((script) => REPLAY_CODE.test(script.code)).map((script) => script.url)).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('with reporting on, the first-load JavaScript of catalogue pages holds no Sentry code', async ({ page }) => {
    const origin = originOf('at.localhost');
    for (const path of ['/', '/search?term=dusche']) {
      const html = (await getFromShop('at.localhost', path)).body;
      const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))];
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        const code = (await getFromShop('at.localhost', src)).body;
        expect({ path, src, sentry: /__SENTRY__|sentry\.javascript/.test(code) }).toEqual({ path, src, sentry: false });
      }
    }
    // The SDK does load, later, in chunks of its own (the check above looks for what is really there).
    const lazy: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && /__SENTRY__/.test(await response.text().catch(() => ''))) lazy.push(response.url());
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => '__SENTRY__' in globalThis);
    await expect.poll(() => lazy.length).toBeGreaterThan(0);
  });
});
