import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { currentUrl } from './support/catalog-urls';
import { cheapInStock } from './support/cart-products';
import { watchViolations } from './support/security-checks';

const THELIA_LOCALE = { at: 'de_AT', de: 'de_DE', ro: 'ro_RO' } as const;

/** React has hydrated the page: it attached its fiber to the page's elements. */
async function expectHydrated(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$'))), { message: `${what} hydrates` })
    .toBe(true);
}

// The headers and the policy of every kind of response, in each shop: e2e/http/security-headers.spec.ts.
test.describe('pages under their Content-Security-Policy', () => {
  test('the pages hydrate and work with no policy violation', async ({ page, shop }) => {
    test.slow();
    const m = messagesOf(shop);
    const violations = await watchViolations(page);
    const product = cheapInStock(shop.name);
    const listing = currentUrl(THELIA_LOCALE[shop.name], 'category');

    await page.goto('/');
    await expectHydrated(page, 'home page');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/${product.url}`);
    await expectHydrated(page, 'product page');
    await page.getByRole('button', { name: m.Product.addToCart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/${listing.url}`);
    await expectHydrated(page, 'listing');
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/cart');
    await expectHydrated(page, 'cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/search?term=bad');
    await expectHydrated(page, 'search');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/about');
    await expectHydrated(page, 'about page');
    await expectNoSeriousA11yViolations(page);

    const notFound = await page.goto(`/csp-unknown-page-${shop.name}.html`);
    expect(notFound?.status()).toBe(404);
    // The not-found view is drawn by the browser from the page's payload (ADR 0009): it shows only if scripts ran.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.NotFound['rewriting-failed']);
    await expectNoSeriousA11yViolations(page);

    expect(violations).toEqual([]);
  });
});
