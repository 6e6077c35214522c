import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { busyCategoryUrl, cardOf, listedCards, listText, productPage, storedIds, storeIds } from './support/list-pages';
import { E2E_PORTS, SHOP_PROJECTS } from './support/ports';

/** The wish list: kept in this browser per shop (local storage, by product id), shown on /wishlist. */
test.describe('wish list', () => {
  test('S1-06 S2-49 S3-58 a product from a listing card and one from its product page are on /wishlist, removed again, kept over reloads', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto(`/${busyCategoryUrl(shop.name)}`);
    const [card] = await listedCards(page, 1);
    if (!card) throw new Error('no card on the listing');
    await cardOf(page, card.id).getByRole('button', { name: listText(shop, 'wishlistAdd', { title: card.title }) }).click();
    await expect(cardOf(page, card.id).getByRole('button', { name: listText(shop, 'wishlistRemove', { title: card.title }) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');

    const product = productPage(shop.name, [card.id]);
    await page.goto(`/${product.url}`);
    await page.getByRole('button', { name: m.Product.wishlistAdd, exact: true }).click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');
    await page.reload();
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');
    expect(await storedIds(page, `wishlist_${shop.name}`)).toEqual([card.id, product.id]);

    await page.getByRole('banner').getByRole('link', { name: listText(shop, 'wishlistLink', { count: 2 }), exact: true }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: m.Lists.wishlistTitle })).toBeVisible();
    const list = page.getByRole('list', { name: m.Lists.wishlistTitle });
    await expect(list.getByRole('article')).toHaveCount(2);
    // In the order they were added, each with a link to the product, the price with the VAT note and the stock.
    await expect(list.getByRole('article').getByRole('heading')).toHaveText([card.title, product.title]);
    const productCard = cardOf(page, product.id);
    await expect(productCard.getByRole('link', { name: product.title })).toHaveAttribute('href', `/${product.url}`);
    await expect(productCard.getByTestId('sale-price')).toBeVisible();
    await expect(productCard.getByTestId('vat-note')).toBeVisible();
    await expect(productCard.getByTestId('stock-badge')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await list.getByRole('button', { name: listText(shop, 'removeFromWishlist', { title: card.title }), exact: true }).click();
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await page.reload();
    await expect(page.getByRole('list', { name: m.Lists.wishlistTitle }).getByRole('article')).toHaveCount(1);

    // The card's heart removes a product too; the empty list leads back to the homepage.
    await cardOf(page, product.id).getByRole('button', { name: listText(shop, 'wishlistRemove', { title: product.title }) }).click();
    await expect(page.getByText(m.Lists.wishlistEmpty)).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: m.Lists.toHomepage }).click();
    await expect(page).toHaveURL(`http://${shop.host}:${E2E_PORTS.storefront}/`);
  });

  test('S2-49 S8-06 says when the products cannot be loaded and loads them on retry; ids the catalogue no longer has are dropped quietly; a failed add-all-to-cart shows the error toast', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const product = productPage(shop.name, []);
    await page.goto('/wishlist');
    await storeIds(page, `wishlist_${shop.name}`, [999_999_999, product.id]);
    await test.step('S2-49 a failed load says so, a retry loads the list, unknown ids are dropped', async () => {
      await page.route('**/api/products?*', (route) => route.fulfill({ status: 503, json: { error: 'catalogue-unavailable' } }));
      await page.reload();
      const failed = page.getByRole('alert').filter({ hasText: m.Lists.loadFailed });
      await expect(failed).toBeVisible();
      expect(await storedIds(page, `wishlist_${shop.name}`)).toEqual([999_999_999, product.id]);
      await page.unroute('**/api/products?*');
      await failed.getByRole('button', { name: m.Lists.retry }).click();
      await expect(page.getByRole('list', { name: m.Lists.wishlistTitle }).getByRole('article')).toHaveCount(1);
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');
      expect(await storedIds(page, `wishlist_${shop.name}`)).toEqual([product.id]);
    });

    // The same list of one product, now loaded: adding it all to the cart fails.
    await test.step('S8-06 a failed add-all-to-cart shows the error toast', async () => {
      await page.route('**/api/cart/lines', (route) => route.fulfill({ status: 503, json: { error: 'cart-unavailable' } }));
      await page.getByRole('button', { name: m.Lists.addAllToCart }).click();
      await expect(page.getByTestId('toast').filter({ hasText: m.Cart.addFailed })).toBeVisible();
    });
  });

  test('each shop keeps its own lists; the header shows the counts on a phone too', async ({ page, shop }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/${busyCategoryUrl(shop.name)}`);
    const [card] = await listedCards(page, 1);
    if (!card) throw new Error('no card on the listing');
    await cardOf(page, card.id).getByRole('button', { name: listText(shop, 'wishlistAdd', { title: card.title }) }).click();
    await cardOf(page, card.id).getByRole('button', { name: listText(shop, 'compareAdd', { title: card.title }) }).click();
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const link of [listText(shop, 'wishlistLink', { count: 1 }), listText(shop, 'compareLink', { count: 1 })]) {
      await expect(header.getByRole('link', { name: link, exact: true })).toBeInViewport();
    }
    await expect(header.getByTestId('wishlist-count')).toHaveText('1');
    await expect(header.getByTestId('compare-count')).toHaveText('1');

    for (const other of SHOP_PROJECTS.filter((candidate) => candidate.name !== shop.name)) {
      await page.goto(`http://${other.host}:${E2E_PORTS.storefront}/wishlist`);
      await expect(page.getByText(messagesOf(other).Lists.wishlistEmpty)).toBeVisible();
      await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
      await expect(page.getByTestId('compare-count')).toHaveCount(0);
    }
    await page.goto('/wishlist');
    await expect(cardOf(page, card.id)).toBeVisible();
  });
});
