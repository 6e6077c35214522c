import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { APP_VERSION, BREAKPOINT_TOAST, NEW_VERSION_TOAST_MS } from '../contract/constants';
import { SHOW_NEW_VERSION_TOAST_KEY, VERSION_STORAGE_KEY } from '../lib/ui-state/version-check';

/** The older version a returning browser still has stored. */
const OLD_VERSION = '1.0.2';

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/** A first visit: the version check (after hydration) stores the running version. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('/');
  await expect.poll(() => stored(page, VERSION_STORAGE_KEY)).toBe(APP_VERSION);
}

/** A key an older storefront wrote (none of this one's code writes it again, as lastLocation would be). */
const OLD_DATA_KEY = 'e2e_old_storefront_data';

/** The browser as an older storefront left it: its version and some of its data. */
async function storeOldVersion(page: Page): Promise<void> {
  await page.evaluate(
    ([key, version, dataKey]) => {
      window.localStorage.setItem(key, version);
      window.localStorage.setItem(dataKey, 'kept by 1.0.2');
    },
    [VERSION_STORAGE_KEY, OLD_VERSION, OLD_DATA_KEY] as const,
  );
}

/** Page loads of the main document from now on (a reload is one). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/**
 * The toast of a release shown to a returning shopper, under a clock that stands still from the reload on (also in the
 * documents the reloads load): only `page.clock.runFor` moves it.
 */
async function toastUnderStillClock(page: Page) {
  await page.clock.install();
  await firstVisit(page);
  await storeOldVersion(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.reload();
  const toast = page.getByTestId('new-version-toast');
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('version check and toast', () => {
  test('S4-64 S4-65 S4-67 a version mismatch clears local storage and reloads once; the toast with its OK button shows one time only', async ({ page, shop }) => {
    const m = messagesOf(shop).VersionToast;
    await firstVisit(page);
    await expect(page.getByTestId('new-version-toast')).toHaveCount(0);
    await storeOldVersion(page);
    const loads = countDocumentLoads(page);
    await page.reload();

    const toast = page.getByTestId('new-version-toast');
    await test.step('S4-64 local storage is cleared and the page reloaded itself once', async () => {
      await expect(toast).toBeVisible();
      expect(loads()).toBe(2);
      expect(await stored(page, OLD_DATA_KEY)).toBeNull();
      expect(await stored(page, VERSION_STORAGE_KEY)).toBe(APP_VERSION);
    });
    await test.step('S4-67 the toast says the site was updated, in a live region, with an OK button; focus stays where it was', async () => {
      await expect(page.getByRole('status').filter({ hasText: m.message })).toBeVisible();
      const ok = toast.getByRole('button', { name: m.ok });
      await expect(ok).toBeVisible();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await ok.click();
      await expect(toast).toHaveCount(0);
    });
    await test.step('S4-65 shown one time only: the next load has no toast and no reload', async () => {
      await page.reload();
      await expect.poll(() => stored(page, SHOW_NEW_VERSION_TOAST_KEY)).toBe('false');
      await page.waitForLoadState('networkidle');
      await expect(toast).toHaveCount(0);
      expect(loads()).toBe(3);
    });
  });

  test('S4-66 the version toast stays 15 seconds', async ({ page }) => {
    const toast = await toastUnderStillClock(page);
    await page.clock.runFor(NEW_VERSION_TOAST_MS - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });

  test('S4-68 the version toast is top-right above 767 px, otherwise top-center', async ({ page }) => {
    // A still clock keeps the toast up while the window changes its width.
    const toast = await toastUnderStillClock(page);
    for (const width of [1440, BREAKPOINT_TOAST + 1, BREAKPOINT_TOAST, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect
        .poll(async () => {
          const box = await toast.boundingBox();
          if (!box) return 'no box';
          const gapRight = width - (box.x + box.width);
          const gapLeft = box.x;
          const top = box.y < 40 ? 'top' : `y ${box.y}`;
          if (width > BREAKPOINT_TOAST) return `${top} ${gapRight < 40 && gapLeft > gapRight ? 'right' : `left ${gapLeft} right ${gapRight}`}`;
          // Centred beside the page's scroll-bar gutter (scrollbar-gutter: stable), at most 16 px wide.
          return `${top} ${Math.abs(gapLeft - gapRight) <= 16 ? 'center' : `left ${gapLeft} right ${gapRight}`}`;
        }, { message: `${width} px` })
        .toBe(width > BREAKPOINT_TOAST ? 'top right' : 'top center');
    }
  });
});
