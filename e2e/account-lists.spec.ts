import { test, expect, messagesOf, presetConsent } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshAccount, logIn, logOut } from './support/accounts';
import { listText, productPage, storedIds, storeIds } from './support/list-pages';
import { E2E_PORTS } from './support/ports';

/**
 * The wish list and compare list in the account (ADR 0031): a guest's lists join the account at login, and the
 * customer's lists follow the account into another browser; a logout leaves the account's lists with the account.
 */
test.describe('lists in the account', () => {
  test("S1-06 a guest's lists join the account at login and follow the customer to another browser", async ({ page, shop, browser }) => {
    test.slow();
    const m = messagesOf(shop);
    const origin = `http://${shop.host}:${E2E_PORTS.storefront}`;
    const account = await freshAccount(shop, 'listen');
    const wished = productPage(shop.name, []);
    const compared = productPage(shop.name, [wished.id]);

    // As a guest: one product on each list, in this browser only.
    await page.goto('/');
    await storeIds(page, `wishlist_${shop.name}`, [wished.id]);
    await storeIds(page, `compare_${shop.name}`, [compared.id]);
    await logIn(page, account.email, account.password);
    await page.goto('/wishlist');
    await expect(page.getByRole('list', { name: m.Lists.wishlistTitle }).getByRole('article')).toHaveCount(1);
    await expect(page.getByTestId('compare-count')).toHaveText('1');

    // Another browser: the same customer finds both lists after logging in.
    const other = await browser.newContext({ locale: shop.locale });
    await presetConsent(other, 'denied');
    try {
      const second = await other.newPage();
      await second.goto(`${origin}/`);
      await logIn(second, account.email, account.password);
      await second.goto(`${origin}/wishlist`);
      const list = second.getByRole('list', { name: m.Lists.wishlistTitle });
      await expect(list.getByRole('article')).toHaveCount(1);
      await expect(list.getByRole('article').getByRole('heading')).toHaveText([wished.title]);
      await expect(second.getByTestId('compare-count')).toHaveText('1');
      expect(await storedIds(second, `compare_${shop.name}`)).toEqual([compared.id]);
      await expectNoSeriousA11yViolations(second);

      // A change there reaches the account; the first browser has it on its next page.
      await list.getByRole('button', { name: listText(shop, 'removeFromWishlist', { title: wished.title }), exact: true }).click();
      await expect(second.getByText(m.Lists.wishlistEmpty)).toBeVisible();
      await expect.poll(async () => second.evaluate(async () => ((await (await fetch('/api/account/lists')).json()) as { wishlist: number[] }).wishlist)).toEqual([]);
    } finally {
      await other.close();
    }
    await page.reload();
    await expect(page.getByText(m.Lists.wishlistEmpty)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A logout leaves the account's lists with the account: the guest starts empty.
    await logOut(page);
    await page.reload();
    await expect(page.getByTestId('compare-count')).toHaveCount(0);
    await expect.poll(() => storedIds(page, `compare_${shop.name}`)).toEqual([]);
  });
});

