import type { Page } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow, withE2eDb } from './support/e2e-db';

const COUNTRY = { at: 13, de: 5, ro: 146 } as const;
/** Free shipping from (taxed EUR): 50 € in Austria and Germany, 1000 lei in Romania. */
const FREE_FROM_EUR = { at: 50, de: 50, ro: 201.21 } as const;
const VAT = { at: 1.2, de: 1.19, ro: 1.21 } as const;

type Product = { productId: number; pseId: number; title: string; url: string };

/** A deliverable product sold singly, in a stock state and taxed price range, with its URL in the shop's locale. */
function product(shop: 'at' | 'de' | 'ro', where: string, order = 'p.id'): Product {
  return firstE2eRow<Product>(
    `SELECT p.id AS productId, d.id AS pseId, t.title, r.url FROM product p
     JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
     JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1
     JOIN product_i18n t ON t.id = p.id AND t.locale = @locale
     JOIN rewriting_url r ON r.view = 'product' AND r.view_id = p.id AND r.view_locale = @locale AND r.redirected IS NULL
     WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND p.freight = 0 AND d.promo = 0
       AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = @country)
       AND p.id NOT IN (SELECT value FROM json_each('[' || (SELECT trim(value, '"') FROM locale_config WHERE name = 'price_request_product_ids' LIMIT 1) || ']'))
       AND ${where}
     ORDER BY ${order} LIMIT 1`,
    { locale: theliaLocaleOf(shop), country: COUNTRY[shop], vat: VAT[shop], free: FREE_FROM_EUR[shop] },
  );
}

const cheapInStock = (shop: 'at' | 'de' | 'ro', skip = 0) =>
  product(shop, `d.stock_state = 'in_stock' AND d.quantity >= 10 AND pp.price * @vat < @free / 3 AND p.id > ${skip}`);

/** A call of the storefront's cart API from the page (the browser resolves the shop's *.localhost host and keeps the cookie). */
async function callCart(page: Page, path: string, body: object): Promise<number> {
  if (page.url() === 'about:blank') await page.goto('/');
  return page.evaluate(
    async ([url, data]) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).status,
    [path, body] as const,
  );
}

async function addByApi(page: Page, item: Product, quantity: number): Promise<void> {
  expect(await callCart(page, '/api/cart/lines', { productId: item.productId, pseId: item.pseId, quantity })).toBe(200);
}

const badge = (page: Page) => page.getByTestId('cart-count');

test.describe('cart', () => {
  test('S2-112 S2-122 S2-123 S2-124 S2-125 S2-126 S2-127 S2-128 S2-129 S2-130 S2-131 S2-132 add from the product page; the badge and the mini-cart follow', async ({ page, shop }) => {
    // A long journey (product page, mini-cart, axe, a second product, reload): more time on a loaded machine.
    test.slow();
    const m = messagesOf(shop);
    const cheap = cheapInStock(shop.name);
    await page.goto(`/${cheap.url}`);
    await page.getByRole('button', { name: m.Product.addToCart }).click();
    await expect(page.getByRole('status').filter({ hasText: `1 × ${cheap.title}` })).toBeVisible();
    await expect(badge(page)).toHaveText('1');

    await badge(page).click();
    const mini = page.getByTestId('mini-cart');
    await expect(mini).toBeVisible();
    await expect(mini.getByRole('link', { name: cheap.title })).toBeVisible();
    await expect(mini.getByText(m.MiniCart.goods)).toBeVisible();
    await expect(mini.getByTestId('cart-shipment')).not.toHaveText(m.MiniCart.free);
    await expect(mini.getByTestId('cart-total')).toBeVisible();
    await expect(mini.getByRole('link', { name: m.MiniCart.toCart })).toHaveAttribute('href', '/cart');
    await expect(mini.getByRole('link', { name: m.MiniCart.registerToContinue })).toBeVisible();
    await expect(mini.getByRole('link', { name: m.MiniCart.haveAccount })).toBeVisible();
    await expect(mini.getByText(m.MiniCart.or, { exact: true })).toBeVisible();
    await expect(mini.getByRole('link', { name: m.MiniCart.continueAsGuest })).toHaveAttribute('href', '/checkout');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(mini).toBeHidden();

    // Over the country's threshold, shipment is free; a coupon shows its discount.
    const dear = product(shop.name, `d.stock_state IN ('in_stock', 'on_demand', 'order_extra') AND (d.stock_state <> 'in_stock' OR d.quantity >= 1) AND pp.price * @vat > @free * 1.2`);
    await addByApi(page, dear, 1);
    expect(await callCart(page, '/api/cart/coupon', { code: 'WILLKOMMEN10' })).toBe(200);
    await page.reload();
    await expect(badge(page)).toHaveText('2');
    await badge(page).click();
    await expect(mini.getByTestId('cart-shipment')).toHaveText(m.MiniCart.free);
    await expect(mini.getByTestId('cart-discount')).toBeVisible();
  });

  test('S2-113 on mobile the cart icon links to /cart', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await badge(page).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('S1-05 S2-48 S8-07 S3-63 /cart: quantity up, typed and removed; a reload and a new tab keep the cart; delete all empties it', async ({ page, shop, context }) => {
    const m = messagesOf(shop);
    const first = cheapInStock(shop.name);
    const second = cheapInStock(shop.name, first.productId);
    await addByApi(page, first, 1);
    await addByApi(page, second, 2);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: m.CartPage.title })).toBeVisible();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const firstLine = lines.filter({ hasText: first.title });
    await firstLine.getByRole('button', { name: m.CartPage.increase.replace('{title}', first.title) }).click();
    await expect(firstLine.getByRole('textbox', { name: m.CartPage.quantity })).toHaveValue('2');
    await firstLine.getByRole('textbox', { name: m.CartPage.quantity }).fill('4');
    await firstLine.getByRole('textbox', { name: m.CartPage.quantity }).press('Enter');
    await expect(firstLine.getByRole('textbox', { name: m.CartPage.quantity })).toHaveValue('4');
    await expect(badge(page)).toHaveText('6');

    await page.reload();
    await expect(lines).toHaveCount(2);
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(tab.getByTestId('cart-count')).toHaveText('6');
    await tab.close();

    await lines.filter({ hasText: second.title }).getByRole('button', { name: m.CartPage.remove.replace('{title}', second.title) }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.Cart.removed })).toBeVisible();
    await expect(lines).toHaveCount(1);

    await page.getByRole('button', { name: m.CartPage.deleteAll }).click();
    await page.getByRole('button', { name: m.CartPage.deleteAllYes }).click();
    await expect(page.getByText(m.CartPage.empty)).toBeVisible();
    await expect(badge(page)).toHaveText('0');
    await expectNoSeriousA11yViolations(page);
  });

  test('S8-04 S8-05 a refused add and a failed removal show the error toast and leave the cart as it was', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const kept = cheapInStock(shop.name);
    const refused = cheapInStock(shop.name, kept.productId);
    await addByApi(page, kept, 1);
    await page.goto(`/${refused.url}`);
    await expect(badge(page)).toHaveText('1');
    // The backend refuses: the variant sold out after the page was loaded.
    const stock = withE2eDb((db) => (db.prepare('SELECT quantity FROM product_sale_elements WHERE id = ?').get(refused.pseId) as { quantity: number }).quantity);
    withE2eDb((db) => db.prepare('UPDATE product_sale_elements SET quantity = 0 WHERE id = ?').run(refused.pseId), { readonly: false });
    try {
      await page.getByRole('button', { name: m.Product.addToCart }).click();
      await expect(page.getByTestId('toast').filter({ hasText: m.Cart.addFailed })).toBeVisible();
      await expect(badge(page)).toHaveText('1');
    } finally {
      withE2eDb((db) => db.prepare('UPDATE product_sale_elements SET quantity = ? WHERE id = ?').run(stock, refused.pseId), { readonly: false });
    }

    await page.goto('/cart');
    await page.route('**/api/cart/lines/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 503, json: { error: 'cart-unavailable' } }) : route.continue(),
    );
    await page.getByRole('button', { name: m.CartPage.remove.replace('{title}', kept.title) }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.Cart.addFailed })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test('S2-133 S2-134 the badge shows thousands as Nk in a smaller font', async ({ page, shop }) => {
    const onDemand = product(shop.name, `d.stock_state IN ('on_demand', 'order_extra', 'backorder')`);
    await addByApi(page, onDemand, 1200);
    await page.goto('/cart');
    await expect(badge(page)).toHaveText('1k');
    const size = await badge(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeLessThan(12);
  });

  test('a coupon that does not exist says Coupon invalid next to its field', async ({ page, shop }) => {
    const m = messagesOf(shop);
    await addByApi(page, cheapInStock(shop.name), 1);
    await page.goto('/cart');
    await page.getByRole('textbox', { name: m.CartPage.coupon }).fill('GIBTESNICHT');
    await page.getByRole('button', { name: m.CartPage.couponApply }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.Cart.couponInvalid })).toBeVisible();
  });
});
