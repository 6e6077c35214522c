import type { Route } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { disclosureToggle, isDisclosureOpen } from './support/disclosure';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * A shopper on a slow phone taps at once: the page's JavaScript chunks are held back, every control of the header is
 * tapped, and each one works natively or is visibly disabled (ADR 0044). Then the chunks arrive and the enhanced
 * behaviour works, including what was opened before.
 */
test('a tap on a header control before the page has hydrated is never lost', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const held: Route[] = [];
  let release = false;
  await page.route('**/_next/static/chunks/**', (route) => {
    if (release || route.request().url().endsWith('.css')) return route.continue();
    held.push(route);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const banner = page.getByRole('banner');

  // Sales bar: its dismissal needs the page's script, so the button is disabled; the line's link works.
  const salesBar = page.getByRole('region', { name: m.Header.salesBarLabel });
  await expect(salesBar.getByRole('button', { name: m.Header.salesBarDismiss })).toBeDisabled();
  await expect(salesBar.getByRole('link')).toHaveAttribute('href', /^\/.+/);
  // The delivery country is kept by the page's script: disabled until then.
  await expect(page.getByTestId('country-bar').getByRole('combobox')).toBeDisabled();

  // The country bar's info, the support box and the account menu open natively.
  const info = disclosureToggle(page.getByTestId('country-bar'), m.Header.infoToggle);
  await info.tap();
  expect(await isDisclosureOpen(info)).toBe(true);
  await info.tap();
  expect(await isDisclosureOpen(info)).toBe(false);
  const account = disclosureToggle(banner, new RegExp(m.Account.menuLabel));
  await account.tap();
  await expect(banner.getByRole('link', { name: m.Account.loginRegister })).toBeVisible();
  await account.tap();
  const support = disclosureToggle(banner, new RegExp(m.Header.supportBoxLabel));
  await support.tap();
  await expect(banner.getByText(m.Header.supportHours, { exact: true })).toBeVisible();
  // The panel hangs from the header row on a phone: all of it on the screen.
  const supportPanel = await support.locator('xpath=following-sibling::*[1]').boundingBox();
  expect(supportPanel?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((supportPanel?.x ?? 0) + (supportPanel?.width ?? 999)).toBeLessThanOrEqual(360);

  // The search toggle shows the field.
  const field = page.getByRole('combobox', { name: m.Search.label });
  await expect(field).toBeHidden();
  await banner.getByRole('link', { name: m.Search.toggle }).tap();
  await expect(field).toBeVisible();

  // The menu opens as a popover with its service links; Escape closes it.
  await banner.getByRole('button', { name: m.Menu.openMenu }).tap();
  const menu = page.getByRole('dialog', { name: m.Menu.mobileMenuTitle });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: m.Menu.contact })).toHaveAttribute('href', '/contact');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // Nothing of this ran the page's script: the dismiss button is still disabled.
  await expect(salesBar.getByRole('button', { name: m.Header.salesBarDismiss })).toBeDisabled();

  // The chunks arrive: the page hydrates, what was open stays open and the enhanced behaviour takes over.
  release = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(salesBar.getByRole('button', { name: m.Header.salesBarDismiss })).toBeEnabled();
  await expect(page.getByTestId('country-bar').getByRole('combobox')).toBeEnabled();
  expect(await isDisclosureOpen(support)).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => isDisclosureOpen(support)).toBe(false);
  await expect(field).toBeVisible();
  await banner.getByRole('link', { name: m.Search.toggle }).tap();
  await expect(field).toBeHidden();
  await banner.getByRole('button', { name: m.Menu.openMenu }).tap();
  await expect(menu).toBeVisible();
  // Enhanced: the category tree loads and the page behind does not scroll.
  await expect(menu.getByRole('navigation', { name: m.Menu.mobileNavLabel }).getByRole('link').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('button', { name: m.Menu.closeMenu }).tap();
  await expect(menu).toBeHidden();
  await account.tap();
  await expect(banner.getByRole('link', { name: m.Account.loginRegister })).toBeVisible();
  // React learns of the opening from the element's toggle event, a task after the tap, and only then listens for an
  // outside click: the click is repeated until that has happened (a shopper's second tap comes much later). It lands
  // on a section heading of the page, which nothing follows (a point of the screen can be a category link).
  const outside = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect
    .poll(async () => {
      await outside.click();
      return isDisclosureOpen(account);
    })
    .toBe(false);
  expect(new URL(page.url()).pathname).toBe('/');
  await salesBar.getByRole('button', { name: m.Header.salesBarDismiss }).tap();
  await expect(salesBar).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});
