import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, EVERY_SHOP, ONLY_IN, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_PORTS, type ShopProject } from './support/ports';
import { CONSENT_COOKIE, type ConsentChoice } from '../lib/consent/consent-state';
import { APP_VERSION } from '../contract/constants';
import { VERSION_STORAGE_KEY } from '../lib/ui-state/version-check';

/** The seeded WhatsApp number of the Romanian shop (backend/db/seed/config-locale.ts), as click-to-chat digits. */
const RO_CHAT_HREF = 'https://wa.me/40721234567';

async function chooseConsent(context: BrowserContext, shop: ShopProject, choice: ConsentChoice | null): Promise<void> {
  await context.clearCookies({ name: CONSENT_COOKIE });
  if (choice) await context.addCookies([{ name: CONSENT_COOKIE, value: choice, url: `http://${shop.host}:${E2E_PORTS.storefront}` }]);
}

/** The page with its after-hydration islands mounted and their chunks loaded (the version check has run by then). */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), VERSION_STORAGE_KEY)).toBe(APP_VERSION);
  await page.waitForLoadState('networkidle');
}

test.describe('chat badge', () => {
  test('S1-36 S7-51 with consent the chat badge shows in the Romanian shop only, bottom left, linking to WhatsApp', EVERY_SHOP, async ({ page, context, shop }) => {
    await chooseConsent(context, shop, 'granted');
    await openSettled(page, '/');
    const badge = page.getByTestId('chat-badge');
    if (shop.name !== 'ro') {
      await expect(badge).toHaveCount(0);
      return;
    }
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', RO_CHAT_HREF);
    await expect(page.getByRole('link', { name: messagesOf(shop).ChatBadge.label })).toHaveAttribute('href', RO_CHAT_HREF);
    // Bottom left: the reviews badge and the scroll-to-top button have the bottom right.
    const box = await badge.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x < viewport.width / 4 && box.y + box.height > viewport.height - 100).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('S1-36 the Romanian chat badge appears only after consent: not chosen or declined, it is absent', ONLY_IN.ro, async ({ page, context, shop }) => {
    const badge = page.getByTestId('chat-badge');
    let chunk = '';
    await test.step('accepted: it shows', async () => {
      await chooseConsent(context, shop, 'granted');
      const loaded = page.waitForResponse(async (response) => response.url().endsWith('.js') && (await response.text()).includes('"data-testid":"chat-badge"'));
      await page.goto('/');
      chunk = (await loaded).url();
      await expect(badge).toBeVisible();
    });
    for (const choice of ['denied', null] as const) {
      await test.step(choice ? 'declined: absent' : 'not chosen: absent', async () => {
        await chooseConsent(context, shop, choice);
        // The badge's code has loaded and run (two frames after its chunk arrived, React has committed what it renders).
        const loaded = page.waitForResponse(chunk);
        await page.goto('/');
        await loaded;
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expect(badge).toHaveCount(0);
      });
    }
  });
});
