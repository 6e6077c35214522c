import type { Locator, Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { cheapInStock } from './support/cart-products';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no bounding box');
  return box;
}

/** Visible elements of the page whose own text names the added line, wherever they are (status line, toast, ...). */
async function visibleConfirmations(page: Page, text: string): Promise<Box[]> {
  return page.evaluate((wanted) => {
    const found: Box[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('');
      if (!own.includes(wanted) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) found.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    }
    return found;
  }, text);
}

/**
 * Adds the product by keyboard (Enter on the focused button) and checks what a keyboard and screen-reader user gets:
 * the focus stays on the button, the confirmation appears once, in a live region, and lies beside the button, not
 * over it.
 */
async function addByKeyboard(page: Page, shop: Parameters<typeof messagesOf>[0]): Promise<void> {
  const m = messagesOf(shop);
  const product = cheapInStock(shop.name);
  await page.goto(`/${product.url}`);
  const button = page.getByRole('button', { name: m.Product.addToCart }).first();
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');

  const added = `1 × ${product.title}`;
  const status = page.getByRole('status').filter({ hasText: added });
  await expect(status).toHaveCount(1);
  await expect(status).toBeVisible();
  await expect(status.getByRole('link', { name: m.MobileBuy.toCart })).toHaveAttribute('href', '/cart');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The focus never left the button (it was not disabled while adding): the next Enter adds again from here.
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  // One confirmation on the screen, and it does not cover the button.
  const shown = await visibleConfirmations(page, added);
  expect(shown).toHaveLength(1);
  expect(overlaps(shown[0] as Box, await boxOf(button))).toBe(false);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Again by keyboard: the same text is announced afresh and still shown once.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(status).toHaveCount(1);
  await expect(button).toBeFocused();
}

test.describe('by keyboard, desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('adding to the cart keeps the focus on the button; one confirmation beside it, not over it', EVERY_SHOP, async ({ page, shop }) => {
    await addByKeyboard(page, shop);
  });
});

test.describe('by keyboard, phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('adding to the cart keeps the focus on the button; one confirmation beside it, not over it', EVERY_SHOP, async ({ page, shop }) => {
    await addByKeyboard(page, shop);
  });

  test('Tab and Shift+Tab stay inside the open phone menu; Escape closes it and gives the focus back to its button', EVERY_SHOP, async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: m.Menu.openMenu });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: m.Menu.mobileMenuTitle });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: m.Menu.closeMenu });
    await expect(close).toBeFocused();
    // The category tree has loaded: the panel holds all its links.
    await expect(dialog.getByRole('navigation', { name: m.Menu.mobileNavLabel }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const last = dialog.getByRole('link', { name: m.Menu.contact });

    // Shift+Tab from the close button: round to the panel's last link, not the menu button under the panel.
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    // Tab from the last link: round to the close button, not the header's logo under the panel.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    // A whole round forwards and one backwards: every stop is inside the panel, and the round comes back.
    const insideDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement !== document.body);
    // The stops Tab meets: the panel's shown links and buttons (the tree's closed branches are hidden), one more to go round.
    const stops = await dialog.evaluate(
      (element) => [...element.querySelectorAll<HTMLElement>('a[href], button')].filter((control) => control.checkVisibility({ visibilityProperty: true })).length,
    );
    expect(stops).toBeGreaterThan(2);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step <= stops; step += 1) {
        await page.keyboard.press(key);
        expect(await insideDialog(), `${key} #${step + 1}`).toBe(true);
      }
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    // The page under it is usable again: Tab moves on from the menu button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test('the filter sheet keeps Tab inside too (the same trap): round from its last button to its first and back', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto(`/${currentUrl(theliaLocaleOf(shop.name), 'category').url}`);
    const toggle = page.getByRole('button', { name: m.Listing.filters, exact: true });
    const sheet = page.getByRole('dialog', { name: m.Listing.filters });
    // Enter opens the sheet once the listing's island has hydrated: pressed again until it has.
    await expect(async () => {
      if (!(await sheet.isVisible())) {
        await toggle.focus();
        await page.keyboard.press('Enter');
      }
      await expect(sheet).toBeVisible({ timeout: 1000 });
    }).toPass();
    const close = sheet.getByRole('button', { name: m.MobileBuy.closeFilters });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(sheet.getByTestId('filters-show-results')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
