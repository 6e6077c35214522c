import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { busyCategoryUrl, cardOf, listedCards, listText, productPage, storedIds } from './support/list-pages';
import { E2E_PORTS } from './support/ports';

/** The compare list: up to 4 products (COMPARE_MAX_PRODUCTS) kept in this browser per shop, side by side on /compare. */
test.describe('compare list', () => {
  test('S1-07 S2-50 S3-58 products from listing cards and a product page side by side on /compare, differences marked, differences only, removed', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto(`/${busyCategoryUrl(shop.name)}`);
    const cards = await listedCards(page, 3);
    for (const card of cards) await cardOf(page, card.id).getByRole('button', { name: listText(shop, 'compareAdd', { title: card.title }) }).click();
    await expect(page.getByTestId('compare-count')).toHaveText('3');
    const product = productPage(shop.name, cards.map((card) => card.id));
    await page.goto(`/${product.url}`);
    await page.getByRole('button', { name: m.Product.compareAdd, exact: true }).click();
    await expect(page.getByRole('button', { name: m.Product.compareRemove, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('compare-count')).toHaveText('4');

    await page.getByRole('banner').getByRole('link', { name: listText(shop, 'compareLink', { count: 4 }), exact: true }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { level: 1, name: m.Lists.compareTitle })).toBeVisible();
    const table = page.getByRole('table');
    // A column per product, in the order they were added, each titled with a link to the product.
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveText([...cards.map((card) => card.title), product.title]);
    await expect(table.getByRole('columnheader').getByRole('link').last()).toHaveAttribute('href', `/${product.url}`);
    // Price, brand and stock come first, then the specifications.
    await expect(table.getByRole('rowheader').nth(0)).toContainText(m.Lists.price);
    await expect(table.getByRole('rowheader').nth(1)).toContainText(m.Lists.brand);
    await expect(table.getByRole('rowheader').nth(2)).toContainText(m.Lists.stock);
    expect(await table.getByRole('rowheader').count()).toBeGreaterThan(4);
    // A row whose values differ is marked by more than its colour: a sign and words for screen readers.
    const differing = table.locator('tbody tr[data-differs="true"]');
    await expect(differing.first()).toBeVisible();
    await expect(differing.first().getByRole('rowheader')).toContainText('≠');
    await expect(differing.first().getByRole('rowheader')).toContainText(m.Lists.differs);
    await expect(table.locator('tbody tr[data-differs="false"]').filter({ hasText: m.Lists.differs })).toHaveCount(0);
    await expect(page.getByText(m.Lists.differsLegend)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const all = await table.locator('tbody tr').count();
    const differ = await differing.count();
    await page.getByLabel(m.Lists.onlyDifferences).check();
    await expect(table.locator('tbody tr')).toHaveCount(differ);
    await expect(table.locator('tbody tr[data-differs="false"]')).toHaveCount(0);
    await page.getByLabel(m.Lists.onlyDifferences).uncheck();
    await expect(table.locator('tbody tr')).toHaveCount(all);

    await table.getByRole('button', { name: listText(shop, 'removeFromCompare', { title: cards[0]?.title ?? '' }) }).click();
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveCount(3);
    await expect(page.getByTestId('compare-count')).toHaveText('3');
    await page.reload();
    await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveText([...cards.slice(1).map((card) => card.title), product.title]);
    expect(await storedIds(page, `compare_${shop.name}`)).toEqual([...cards.slice(1).map((card) => card.id), product.id]);
  });

  test('S1-07 a fifth product is refused with a message, from a card and from a product page, and the list stays', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const full = listText(shop, 'compareFull', { max: 4 });
    await page.goto(`/${busyCategoryUrl(shop.name)}`);
    const cards = await listedCards(page, 5);
    for (const card of cards.slice(0, 4)) await cardOf(page, card.id).getByRole('button', { name: listText(shop, 'compareAdd', { title: card.title }) }).click();
    await expect(page.getByTestId('compare-count')).toHaveText('4');
    const fifth = cards[4];
    if (!fifth) throw new Error('no fifth card');
    const fifthButton = cardOf(page, fifth.id).getByRole('button', { name: listText(shop, 'compareAdd', { title: fifth.title }) });
    await fifthButton.click();
    // Said in the shop's language, in a live region that announces it.
    await expect(page.getByRole('alert').filter({ hasText: full })).toBeVisible();
    await expect(fifthButton).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('compare-count')).toHaveText('4');

    const product = productPage(shop.name, cards.map((card) => card.id));
    await page.goto(`/${product.url}`);
    await page.getByRole('button', { name: m.Product.compareAdd, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: full })).toBeVisible();
    await expect(page.getByRole('button', { name: m.Product.compareAdd, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('compare-count')).toHaveText('4');
    expect(await storedIds(page, `compare_${shop.name}`)).toEqual(cards.slice(0, 4).map((card) => card.id));
  });

  test('S2-50 an empty compare list says so and leads to the homepage; another shop has its own list', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await page.goto('/compare');
    await expect(page.getByRole('heading', { level: 1, name: m.Lists.compareTitle })).toBeVisible();
    await expect(page.getByText(m.Lists.compareEmpty)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: m.Lists.toHomepage })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/${busyCategoryUrl(shop.name)}`);
    const [card] = await listedCards(page, 1);
    if (!card) throw new Error('no card on the listing');
    await cardOf(page, card.id).getByRole('button', { name: listText(shop, 'compareAdd', { title: card.title }) }).click();
    const other = shop.name === 'at' ? 'de' : 'at';
    await page.goto(`http://${other}.localhost:${E2E_PORTS.storefront}/compare`);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByTestId('compare-count')).toHaveCount(0);
    await page.goto('/compare');
    await expect(page.getByRole('table').getByRole('columnheader').getByRole('link')).toHaveText([card.title]);
    await expect(page.getByText(m.Lists.compareAddMore)).toBeVisible();
  });
});
