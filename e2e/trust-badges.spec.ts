import type { Locator, Page } from '@playwright/test';
import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cheapInStock } from './support/cart-products';
import type { ShopProject } from './support/ports';
import { PROVIDER_RATINGS, type ReviewProviderId } from '../backend/db/seed/review-provider-ratings';
import { BADGE_POSITION } from '../contract/constants';
import { TRUST_BADGE_CLOSED_KEY } from '../lib/trust/badge-dismissal';

/** What the seeded locale configs switch on (backend/db/seed/config-locale.ts), with each shop's id at the provider. */
const FLOATING: Record<ShopProject['name'], Array<[ReviewProviderId, string]>> = {
  at: [['shopvote', '17311'], ['searchrating', 'SR-AT-48213']],
  de: [['trustedshops', 'X3F9A1C27B6D4E8F0A1B2C3D4E5F6A7B8']],
  ro: [],
};

const ratingText = (shop: ShopProject, value: number) =>
  messagesOf(shop).TrustBadges.rating.replace('{value}', new Intl.NumberFormat(shop.locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value));

/** The home page of a fresh context, once the floating badge's ratings have arrived (or the shop answered it has none). */
async function openHome(page: Page): Promise<void> {
  const ratings = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/trust-badges');
  await page.goto('/');
  expect((await ratings).status()).toBe(200);
}

const badgeOf = (page: Page, shop: ShopProject): Locator => page.getByRole('complementary', { name: messagesOf(shop).TrustBadges.badgeLabel });

/** Distance of the badge from the right and bottom edges that `position: fixed` places against (a probe placed there). */
async function offsetsOf(badge: Locator): Promise<{ right: number; bottom: number }> {
  return badge.evaluate((element) => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0';
    document.body.append(probe);
    const corner = probe.getBoundingClientRect();
    probe.remove();
    const box = element.getBoundingClientRect();
    return { right: Math.round(corner.right - box.right), bottom: Math.round(corner.bottom - box.bottom) };
  });
}

test.describe('the floating trust badge', EVERY_SHOP, () => {
  test('S1-33 S1-34 S1-35 S9-27 S9-28 S4-72 S4-73 per config, in the bottom right corner; a click opens the ratings, leaving closes them', async ({ page, shop }) => {
    const m = messagesOf(shop).TrustBadges;
    await openHome(page);
    const badge = badgeOf(page, shop);
    const expected = FLOATING[shop.name];
    if (expected.length === 0) {
      await expect(badge).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      return;
    }
    await expect(badge).toBeVisible();
    expect(await offsetsOf(badge)).toEqual({ right: BADGE_POSITION.offsetX, bottom: BADGE_POSITION.offsetY });
    // The phone's close button is not on wide screens.
    await expect(badge.getByRole('button', { name: m.close })).toBeHidden();

    const [firstProvider] = expected[0]!;
    const toggle = badge.getByRole('button', { name: new RegExp(m.provider[firstProvider]) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText(ratingText(shop, PROVIDER_RATINGS[firstProvider][expected[0]![1]]!.ratingvalue));
    const panel = badge.getByRole('group', { name: m.panelTitle });
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const [provider, shopId] of expected) {
      const rating = PROVIDER_RATINGS[provider][shopId]!;
      const entry = panel.locator(`[data-trust-provider="${provider}"]`);
      await expect(entry).toContainText(m.provider[provider]);
      await expect(entry).toContainText(ratingText(shop, rating.ratingvalue));
      await expect(entry).toContainText(new Intl.NumberFormat(shop.locale).format(rating.ratingcount));
      const link = entry.getByRole('link', { name: new RegExp(m.allReviews.replace('{provider}', m.provider[provider])) });
      await expect(link).toHaveAttribute('href', rating.reviewpage);
      await expect(link).toHaveAttribute('target', '_blank');
      for (const [criterion] of rating.criteria[shop.name === 'ro' ? 'ro' : 'de']) await expect(entry).toContainText(criterion);
    }
    // Open, it covers nothing and keeps the page accessible.
    expect(await offsetsOf(badge)).toEqual({ right: BADGE_POSITION.offsetX, bottom: BADGE_POSITION.offsetY });
    await expectNoSeriousA11yViolations(page);

    // The mouse leaves the badge: the panel closes.
    await page.mouse.move(10, 10);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter opens, Escape closes and leaves the focus on the button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the floating trust badge on a phone', EVERY_SHOP, () => {
  test.use({ viewport: { width: 390, height: 664 }, isMobile: true, hasTouch: true });

  test('S4-74 S4-75 it can be closed, and stays closed for the session; it sits above the cart bar and stays off the checkout', async ({ page, shop, browser }) => {
    const m = messagesOf(shop).TrustBadges;
    await openHome(page);
    const badge = badgeOf(page, shop);
    if (FLOATING[shop.name].length === 0) {
      await expect(badge).toHaveCount(0);
      return;
    }
    await expect(badge).toBeVisible();
    expect(await offsetsOf(badge)).toEqual({ right: BADGE_POSITION.offsetX, bottom: BADGE_POSITION.offsetY });
    await expectNoSeriousA11yViolations(page);

    // The cart's checkout bar on a phone: the badge sits above it, never on its button.
    await addByApi(page, cheapInStock(shop.name), 1);
    await page.goto('/cart');
    const cartBar = page.getByRole('region', { name: messagesOf(shop).MobileBuy.cartBarLabel });
    await expect(cartBar).toBeVisible();
    await expect(async () => {
      const [badgeBox, barBox] = await Promise.all([badge.boundingBox(), cartBar.boundingBox()]);
      expect(badgeBox && barBox && badgeBox.y + badgeBox.height).toBeLessThanOrEqual(barBox?.y ?? 0);
    }).toPass();

    // The checkout shows no badge.
    await page.goto('/checkout');
    await page.waitForLoadState('networkidle');
    await expect(badge).toHaveCount(0);

    // Closed on a phone: gone, and not back on the next pages of the session.
    await page.goto('/');
    await badge.getByRole('button', { name: m.close }).click();
    await expect(badge).toHaveCount(0);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), TRUST_BADGE_CLOSED_KEY)).toBe('1');
    await page.goto('/cart');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: messagesOf(shop).MobileBuy.cartBarLabel })).toBeVisible();
    await expect(badge).toHaveCount(0);

    // A new session (another browser context) shows it again.
    const other = await browser.newContext({ viewport: { width: 390, height: 664 }, isMobile: true, hasTouch: true, baseURL: new URL(page.url()).origin });
    try {
      const fresh = await other.newPage();
      await fresh.goto('/');
      await expect(badgeOf(fresh, shop)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
