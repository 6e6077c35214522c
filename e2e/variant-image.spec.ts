import type { Locator } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow as first } from './support/e2e-db';

const COUNTRY = { at: 13, de: 5, ro: 146 } as const;

/** The media file an <img> shows, also behind the image optimizer (/_next/image?url=...). */
async function fileOf(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const url = new URL(src, 'http://shop.invalid');
  return decodeURIComponent(url.searchParams.get('url') ?? url.pathname);
}

test('a colour variant shows its colour: in the gallery when chosen, after a reload of its URL, and in the cart line', async ({ page, shop }) => {
  const m = messagesOf(shop);
  const locale = theliaLocaleOf(shop.name);
  // A product sold singly whose second colour (with a URL of its own) is in stock and deliverable here, with its image and title.
  const product = first<{ url: string; colour: string; file: string; firstFile: string }>(
    `SELECT r.url, avi.title AS colour, i.file, (SELECT f.file FROM product_image f WHERE f.product_id = p.id ORDER BY f.position LIMIT 1) AS firstFile
     FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 0
     JOIN product_sale_elements_product_image pi ON pi.product_sale_elements_id = d.id JOIN product_image i ON i.id = pi.product_image_id
     JOIN attribute_combination ac ON ac.product_sale_elements_id = d.id AND ac.attribute_id = 1
     JOIN attribute_av_i18n avi ON avi.id = ac.attribute_av_id AND avi.locale = @locale
     JOIN rewriting_url r ON r.view = 'product' AND r.view_id = p.id AND r.view_locale = @locale AND r.redirected IS NULL
     JOIN rewriting_url vr ON vr.view = 'pse' AND vr.view_id = d.id AND vr.view_locale = @locale AND vr.redirected IS NULL
     WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 5 AND d.promo = 0
       AND NOT EXISTS (SELECT 1 FROM attribute_combination sz WHERE sz.product_sale_elements_id = d.id AND sz.attribute_id = 2)
       AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = @country)
     ORDER BY p.id LIMIT 1`,
    { locale, country: COUNTRY[shop.name] },
  );
  await page.goto(`/${product.url}`);
  const main = page.getByTestId('gallery-main');
  expect(await fileOf(main)).toBe(product.firstFile);
  await page.getByRole('button', { name: product.colour, exact: true }).click();
  await expect.poll(() => fileOf(main)).toBe(product.file);
  // The variant URL renders the colour on the server too.
  await page.reload();
  expect(await fileOf(page.getByTestId('gallery-main'))).toBe(product.file);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: m.Product.addToCart }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 ×' })).toBeVisible();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').first();
  await expect(line).toBeVisible();
  expect(await fileOf(line.locator('img').first())).toBe(product.file);
  await expectNoSeriousA11yViolations(page);
});
