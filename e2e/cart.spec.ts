import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addByApi, cartOf, cheapInStock, inSeveralCentres, ownCheapInStock } from './support/cart-products';
import { withE2eDb } from './support/e2e-db';

const badge = (page: Page) => page.getByTestId('cart-count');
const lines = (page: Page) => page.getByTestId('cart-line');
const lineOf = (page: Page, title: string) => lines(page).filter({ hasText: title });
const named = (template: string, title: string) => template.replace('{title}', title);
/** Changes the e2e database (a journey's own product or cart only; the journey puts it back). */
const changeDb = (sql: string, ...params: unknown[]) => withE2eDb((db) => db.prepare(sql).run(...params), { readonly: false });

test.describe('cart page', () => {
  test('S1-05 S2-48 S8-07 S3-63 S4-31 /cart: quantity up, down, typed and removed; a reload and a new tab keep the cart; delete all empties it', async ({ page, shop, context }) => {
    test.slow();
    const m = messagesOf(shop);
    const first = cheapInStock(shop.name);
    const second = cheapInStock(shop.name, first.productId);
    await addByApi(page, first, 1);
    await addByApi(page, second, 2);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: m.CartPage.title })).toBeVisible();
    await expect(lines(page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const firstLine = lineOf(page, first.title);
    const quantity = firstLine.getByRole('textbox', { name: m.CartPage.quantity });
    await expect(firstLine.getByRole('link', { name: first.title })).toHaveAttribute('href', /^\//);
    await expect(firstLine.getByText(m.CartPage.articleNumber)).toBeVisible();
    await firstLine.getByRole('button', { name: named(m.CartPage.increase, first.title) }).click();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('5');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('5');
    await firstLine.getByRole('button', { name: named(m.CartPage.decrease, first.title) }).click();
    await expect(quantity).toHaveValue('4');
    await expect(badge(page)).toHaveText('6');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.reload();
    await expect(lines(page)).toHaveCount(2);
    await expect(quantity).toHaveValue('4');
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(tab.getByTestId('cart-count')).toHaveText('6');
    await tab.close();

    await lineOf(page, second.title).getByRole('button', { name: named(m.CartPage.remove, second.title) }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.Cart.removed })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);

    await page.getByRole('button', { name: m.CartPage.deleteAll }).click();
    // The confirmation step: nothing is gone yet, and 'Keep them' keeps them.
    await expect(page.getByRole('button', { name: m.CartPage.deleteAllYes })).toBeFocused();
    await page.getByRole('button', { name: m.CartPage.deleteAllNo }).click();
    await expect(lines(page)).toHaveCount(1);
    await page.getByRole('button', { name: m.CartPage.deleteAll }).click();
    await page.getByRole('button', { name: m.CartPage.deleteAllYes }).click();
    await expect(page.getByText(m.CartPage.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: m.CartPage.continueShopping })).toHaveAttribute('href', '/');
    await expect(badge(page)).toHaveText('0');
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(page.getByText(m.CartPage.empty)).toBeVisible();
  });

  test('S4-27 S4-28 a step down from the minimum or a typed 0 removes the line', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const first = cheapInStock(shop.name);
    const second = cheapInStock(shop.name, first.productId);
    await addByApi(page, first, 1);
    await addByApi(page, second, 1);
    await page.goto('/cart');
    await lineOf(page, first.title).getByRole('button', { name: named(m.CartPage.decrease, first.title) }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.Cart.removed })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    const quantity = lineOf(page, second.title).getByRole('textbox', { name: m.CartPage.quantity });
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(page.getByText(m.CartPage.empty)).toBeVisible();
    expect((await cartOf(page)).lines).toEqual([]);
  });

  test('a coupon that does not exist says Coupon invalid next to its field; a valid one shows its discount', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await addByApi(page, cheapInStock(shop.name), 2);
    await page.goto('/cart');
    const field = page.getByRole('textbox', { name: m.CartPage.coupon });
    await field.fill('GIBTESNICHT');
    await page.getByRole('button', { name: m.CartPage.couponApply }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.Cart.couponInvalid })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);

    await field.fill('WILLKOMMEN10');
    await page.getByRole('button', { name: m.CartPage.couponApply }).click();
    await expect(page.getByText(m.CartPage.couponApplied.replace('{code}', 'WILLKOMMEN10'))).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveText(/\d/);
    await expect(page.getByRole('alert').filter({ hasText: m.Cart.couponInvalid })).toHaveCount(0);
  });

  test('S4-32 the fulfilment centre of a line can be chosen where several hold it, and is kept', async ({ page, shop }) => {
    const item = inSeveralCentres(shop.name);
    await addByApi(page, item, 1);
    await page.goto('/cart');
    const select = lineOf(page, item.title).getByRole('combobox');
    const before = await select.inputValue();
    const other = (await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).find(
      (value) => value !== before,
    );
    expect(other).toBeDefined();
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/cart/lines/'));
    await select.selectOption(other ?? '');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(select).toHaveValue(other ?? '');
  });

  test('S8-04 S8-05 a refused add and a failed removal show the error toast and leave the cart as it was', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const kept = cheapInStock(shop.name);
    const refused = ownCheapInStock(shop.name);
    await addByApi(page, kept, 1);
    await page.goto(`/${refused.url}`);
    await expect(badge(page)).toHaveText('1');
    // The backend refuses: the variant sold out after the page was loaded.
    const stock = withE2eDb((db) => (db.prepare('SELECT quantity FROM product_sale_elements WHERE id = ?').get(refused.pseId) as { quantity: number }).quantity);
    changeDb('UPDATE product_sale_elements SET quantity = 0 WHERE id = ?', refused.pseId);
    try {
      await page.getByRole('button', { name: m.Product.addToCart }).click();
      await expect(page.getByTestId('toast').filter({ hasText: m.Cart.addFailed })).toBeVisible();
      await expect(badge(page)).toHaveText('1');
    } finally {
      changeDb('UPDATE product_sale_elements SET quantity = ? WHERE id = ?', stock, refused.pseId);
    }
    expect((await cartOf(page)).lines.map((line) => line.pseId)).toEqual([kept.pseId]);

    await page.goto('/cart');
    await page.route('**/api/cart/lines/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 503, json: { error: 'cart-unavailable' } }) : route.continue(),
    );
    await page.getByRole('button', { name: named(m.CartPage.remove, kept.title) }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.Cart.addFailed })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(badge(page)).toHaveText('1');
  });
});
