import type { Page } from '@playwright/test';
import { z } from 'zod';
import { TAG_MANAGER_CONTAINERS } from '../backend/db/seed/config-system';
import { legalLinks } from '../lib/checkout/legal-links';
import { CONSENT_COOKIE, CONSENT_SIGNALS } from '../lib/consent/consent-state';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { E2E_PORTS, type ShopProject } from './support/ports';

// A first visit: no choice made yet (the other journeys start as a shopper who declined).
test.use({ consent: 'none' });

const STAND_IN = `http://127.0.0.1:${E2E_PORTS.backend}`;
const receivedSchema = z.array(z.object({ id: z.string(), page: z.string(), entry: z.record(z.string(), z.unknown()) }));

/** What the container stand-in of the reference backend received for the shop's container. */
async function received(shop: ShopProject): Promise<z.infer<typeof receivedSchema>> {
  const response = await fetch(`${STAND_IN}/__tag-manager/received?id=${TAG_MANAGER_CONTAINERS[shop.name]}`);
  return receivedSchema.parse(await response.json());
}

/** The data layer as plain data: gtag() calls (argument lists) become arrays. */
function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry)),
  );
}

const all = (value: string) => Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, value]));
const consentUpdate = (value: string) => ['consent', 'update', all(value)];

async function cookieValue(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value;
}

/** The banner of the shop's language. */
function bannerOf(page: Page, shop: ShopProject) {
  return page.getByRole('dialog', { name: messagesOf(shop).Consent.title });
}

/**
 * The banner once the consent island serves its buttons: the inline script shows it before the first paint, the
 * island (after hydration) focuses it and wires its buttons.
 */
async function servedBanner(page: Page, shop: ShopProject) {
  const banner = bannerOf(page, shop);
  await expect(banner).toBeFocused();
  return banner;
}

type Shift = { value: number; sources: string[] };

/** Layout shifts of the visit so far (the observer is buffered, so it sees those before it was created). */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        const describe = (node: Node | null) =>
          node instanceof Element ? `${node.closest('#consent-banner') ? 'consent-banner ' : ''}${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} ${node.textContent?.trim().slice(0, 40) ?? ''}` : String(node?.nodeName);
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }>) {
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, queued as a task: two frames later they are in.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.disconnect();
            resolve(shifts);
          }),
        );
      }),
  );
}

test.describe('consent', EVERY_SHOP, () => {
  test('S1-37 S2-89 a first visit shows the banner: accept and decline of equal weight, the data-protection link, axe clean, no layout shift', async ({ page, shop }) => {
    const m = messagesOf(shop).Consent;
    await page.goto('/');
    const banner = await servedBanner(page, shop);
    await expect(banner).toContainText(m.text);
    await expect(banner.getByRole('link', { name: m.privacyLink })).toHaveAttribute('href', legalLinks(shop.name).privacy);

    const accept = banner.getByRole('button', { name: m.accept, exact: true });
    const decline = banner.getByRole('button', { name: m.decline, exact: true });
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return { width: Math.round(box.width), height: Math.round(box.height), top: Math.round(box.top), color: style.color, background: style.backgroundColor, border: style.border, font: `${style.fontSize} ${style.fontWeight}` };
      });
    const [acceptLook, declineLook] = [await look(accept), await look(decline)];
    // Same size, same style, same level: neither is the preferred one.
    expect(declineLook).toEqual(acceptLook);

    await expectNoSeriousA11yViolations(page);
    expect(await cookieValue(page)).toBeUndefined();

    // No layout shift from the banner: an overlay, so the page lies the same with it shown and after the choice hid it
    // (the page's own shifts, if any, are not the banner's: none of them names it).
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const pageLayout = () =>
      page.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        boxes: ['header', '#main', 'footer'].map((selector) => JSON.stringify(document.querySelector(selector)?.getBoundingClientRect())),
      }));
    const withBanner = await pageLayout();
    await decline.click();
    await expect(banner).toBeHidden();
    expect(await pageLayout()).toEqual(withBanner);
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => shift.sources.some((source) => source.includes('consent-banner')))).toEqual([]);
  });

  test('S1-37 the banner is in the page before any JavaScript of ours runs (it paints with the page, never delays LCP)', async ({ page, shop }) => {
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/');
    await expect(bannerOf(page, shop)).toBeVisible();
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: page.url() }]);
    await page.reload();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });

  test('S2-90 the banner is not shown on the data-protection page', async ({ page, shop }) => {
    const m = messagesOf(shop).Consent;
    await page.goto(legalLinks(shop.name).privacy);
    // The footer's button works there (the consent code is loaded), yet the page itself is shown without the banner.
    await expect(page.getByTestId('cookie-settings')).toHaveText(m.settings);
    await page.waitForLoadState('networkidle');
    await expect(bannerOf(page, shop)).toHaveCount(0);
    await page.getByTestId('cookie-settings').click();
    await expect(bannerOf(page, shop)).toHaveCount(0);
    await page.goto('/');
    await expect(bannerOf(page, shop)).toBeVisible();
  });

  test('decline: every tag stays silent (no request to any host but the shop), the choice is remembered', async ({ page, shop, baseURL }) => {
    const m = messagesOf(shop).Consent;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await (await servedBanner(page, shop)).getByRole('button', { name: m.decline, exact: true }).click();
    await expect(bannerOf(page, shop)).toHaveCount(0);
    expect(await cookieValue(page)).toBe('denied');

    await page.reload();
    await expect(page.getByTestId('cookie-settings')).toBeVisible();
    await expect(bannerOf(page, shop)).toHaveCount(0);
    const layer = await dataLayerOf(page);
    // The consent code is running (the footer button opens the banner), and still loads nothing.
    await expect(async () => {
      await page.getByTestId('cookie-settings').click();
      await expect(bannerOf(page, shop)).toBeVisible({ timeout: 500 });
    }).toPass();
    expect(layer[0]).toEqual(['consent', 'default', expect.objectContaining(all('denied'))]);
    expect(layer).not.toContainEqual(consentUpdate('granted'));

    const origin = new URL(baseURL ?? '').origin;
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(requests.filter((url) => url.includes('gtm.js'))).toEqual([]);
  });

  test('S4-62 accept grants consent, loads the container, which receives the data layer; remembered after a reload', async ({ page, shop }) => {
    const m = messagesOf(shop).Consent;
    const container = TAG_MANAGER_CONTAINERS[shop.name];
    const marker = `consent-e2e-${shop.name}-${Date.now()}`;
    await page.goto('/');
    // Queued before consent: it reaches the container only once the shopper accepts.
    await page.evaluate((event) => window.dataLayer?.push({ event }), marker);
    await page.waitForLoadState('networkidle');
    expect((await received(shop)).some(({ entry }) => entry.event === marker)).toBe(false);

    const loader = page.waitForRequest((request) => request.url() === `${STAND_IN}/gtm.js?id=${container}`);
    await (await servedBanner(page, shop)).getByRole('button', { name: m.accept, exact: true }).click();
    await loader;
    await expect(bannerOf(page, shop)).toHaveCount(0);
    expect(await cookieValue(page)).toBe('granted');
    expect(await dataLayerOf(page)).toContainEqual(consentUpdate('granted'));
    await expect.poll(async () => (await received(shop)).filter(({ entry }) => entry.event === marker).length).toBe(1);
    // Later pushes reach it too.
    await page.evaluate((event) => window.dataLayer?.push({ event }), `${marker}-later`);
    await expect.poll(async () => (await received(shop)).filter(({ entry }) => entry.event === `${marker}-later`).length).toBe(1);

    // A returning shopper: no banner, granted from the start, the container loads again.
    const again = page.waitForRequest((request) => request.url() === `${STAND_IN}/gtm.js?id=${container}`);
    await page.reload();
    await again;
    await expect(bannerOf(page, shop)).toHaveCount(0);
    expect((await dataLayerOf(page)).slice(0, 2)).toEqual([['consent', 'default', expect.objectContaining(all('denied'))], consentUpdate('granted')]);
  });

  test('the footer link changes the choice: granted to denied and back', async ({ page, shop }) => {
    const m = messagesOf(shop).Consent;
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: `http://${shop.host}:${E2E_PORTS.storefront}` }]);
    // The consent code has loaded once it loads the container (the footer button needs it, after hydration).
    const loaded = page.waitForRequest((request) => request.url().startsWith(`${STAND_IN}/gtm.js`));
    await page.goto('/');
    await loaded;
    await expect(bannerOf(page, shop)).toHaveCount(0);
    const settings = page.getByTestId('cookie-settings');
    await expect(settings).toHaveText(m.settings);

    await settings.click();
    await expect(bannerOf(page, shop)).toBeFocused();
    await bannerOf(page, shop).getByRole('button', { name: m.decline, exact: true }).click();
    await expect(bannerOf(page, shop)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await cookieValue(page)).toBe('denied');
    expect(await dataLayerOf(page)).toContainEqual(consentUpdate('denied'));

    await settings.click();
    await bannerOf(page, shop).getByRole('button', { name: m.accept, exact: true }).click();
    expect(await cookieValue(page)).toBe('granted');
    expect((await dataLayerOf(page)).filter((entry) => JSON.stringify(entry) === JSON.stringify(consentUpdate('granted'))).length).toBe(2);
  });

  test('keyboard only: Tab reaches the choices, Enter chooses', async ({ page, shop }) => {
    const m = messagesOf(shop).Consent;
    await page.goto('/');
    const banner = bannerOf(page, shop);
    await expect(banner).toBeFocused();
    const accept = banner.getByRole('button', { name: m.accept, exact: true });
    for (let presses = 0; presses < 5; presses += 1) {
      if (await accept.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect(await cookieValue(page)).toBe('granted');
  });
});
