import { test, expect, messagesOf } from './support/fixtures';
import { OwnStack } from './support/own-stack';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectInlineScriptsAllowed, expectSecured, watchViolations } from './support/security-checks';

const OFFSET = { at: 0, de: 1, ro: 2 } as const;

test.describe('backend stopped', () => {
  test('S2-83 S2-84 S2-85 S2-86 S2-87 S2-88 the server-down page answers 503 with the texts of the host ending; cached pages stay', async ({ page, shop }) => {
    test.setTimeout(180_000);
    // Ports outside the Fetch standard's blocked list (4190, ManageSieve, is blocked: fetch refuses to connect to it).
    const stack = new OwnStack(3290 + OFFSET[shop.name], 4290 + OFFSET[shop.name]);
    await stack.start();
    try {
      const base = `http://${shop.host}:${stack.port}`;
      // A cold stack on a busy machine may take a moment to render its first page.
      await expect(async () => {
        const up = await page.goto(`${base}/`);
        expect(up?.status()).toBe(200);
      }).toPass({ timeout: 30_000 });

      const violations = await watchViolations(page);
      await stack.stopBackend();
      const m = messagesOf(shop).ServerDown;
      const contact = shop.name === 'ro' ? m.contactRo : shop.name === 'de' ? m.contactDe : m.contactAt;
      // The home page was rendered before: the route cache keeps serving it while the backend is down.
      const cached = await page.goto(`${base}/`);
      expect(cached?.status()).toBe(200);
      // A page rendered per request (never from the route cache) needs the backend: the server-down page.
      await expect(async () => {
        const down = await page.goto(`${base}/cart`);
        expect(down?.status()).toBe(503);
        // The page's own security headers and policy (ADR 0020): its inline script and style are named by hash.
        const response = { status: down?.status() ?? 0, headers: (await down?.allHeaders()) ?? {}, body: (await down?.text()) ?? '' };
        expectSecured(response, shop, 'server-down page');
        expectInlineScriptsAllowed(response, 'server-down page');
      }).toPass({ timeout: 15_000 });
      await expect(page).toHaveTitle(m.title);
      await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
      await expect(page.getByText(m.message)).toBeVisible();
      await expect(page.getByText(m.advice)).toBeVisible();
      await expect(page.getByText(contact)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A catalogue URL that has to be looked up shows the same page.
      const lookedUp = await page.goto(`${base}/irgendeine-seite.html`);
      expect(lookedUp?.status()).toBe(503);

      // 'Retry...' clears local and session storage and reloads.
      await page.evaluate(() => {
        localStorage.setItem('probe', '1');
        sessionStorage.setItem('probe', '1');
      });
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: m.retry }).click()]);
      expect(await page.evaluate(() => [localStorage.getItem('probe'), sessionStorage.getItem('probe')])).toEqual([null, null]);
      // The retry script ran under the page's policy: no violation was reported.
      expect(violations).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    } finally {
      await stack.stopAll();
    }
  });
});
