import { test, expect, messagesOf } from './support/fixtures';
import { OwnStack } from './support/own-stack';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { SHOP_PROJECTS } from './support/ports';
import { watchViolations } from './support/security-checks';

/**
 * The server-down page in a browser: each shop's page passes axe, and its Retry button works under the page's policy.
 * One stack of its own serves the three shops by host. Its statuses, headers and texts per shop (S2-83 to S2-88):
 * e2e/http/server-down.spec.ts.
 */
test.describe('backend stopped', () => {
  test('S2-83 the server-down page of each shop passes axe; Retry clears the storage and reloads with no policy violation', async ({ page, shop }) => {
    test.setTimeout(180_000);
    // Ports outside the Fetch standard's blocked list, apart from the HTTP tier's own stack (e2e/http/server-down.spec.ts).
    const stack = new OwnStack(3291, 4291);
    await stack.start();
    try {
      const baseOf = (host: string) => `http://${host}:${stack.port}`;
      // A cold stack on a busy machine may take a moment to render its first page.
      await expect(async () => {
        const up = await page.goto(`${baseOf(shop.host)}/`);
        expect(up?.status()).toBe(200);
      }).toPass({ timeout: 30_000 });

      const violations = await watchViolations(page);
      await stack.stopBackend();
      for (const other of SHOP_PROJECTS) {
        await test.step(`the server-down page of ${other.name}`, async () => {
          // A page rendered per request (never from the route cache) needs the backend: the server-down page.
          await expect(async () => {
            const down = await page.goto(`${baseOf(other.host)}/cart`);
            expect(down?.status()).toBe(503);
          }).toPass({ timeout: 15_000 });
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf(other).ServerDown.title);
          await expectNoSeriousA11yViolations(page);
        });
      }

      await test.step("'Retry...' clears local and session storage and reloads", async () => {
        const m = messagesOf(shop).ServerDown;
        await page.goto(`${baseOf(shop.host)}/cart`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
        await page.evaluate(() => {
          localStorage.setItem('probe', '1');
          sessionStorage.setItem('probe', '1');
        });
        await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: m.retry }).click()]);
        expect(await page.evaluate(() => [localStorage.getItem('probe'), sessionStorage.getItem('probe')])).toEqual([null, null]);
        // The retry script ran under the page's policy: no violation was reported.
        expect(violations).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
      });
    } finally {
      await stack.stopAll();
    }
  });
});
