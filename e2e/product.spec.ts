import type { Page } from '@playwright/test';
import { stockLabel } from '../lib/catalog/stock-label';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow as first, queryE2eDb as query } from './support/e2e-db';
import { rawGet } from './support/raw-http';
import type { StockState } from '../lib/contract/product-card';

type Variant = { pse: number; ref: string; isDefault: number; state: StockState; quantity: number; color: string; size: string; url: string };

const DELIVERABLE = (country: number) =>
  `p.visible = 1 AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = ${country})
   AND p.id NOT IN (SELECT value FROM json_each('[' || (SELECT trim(value, '"') FROM locale_config WHERE name = 'price_request_product_ids' LIMIT 1) || ']'))`;

function productUrl(locale: string, id: number): { url: string; title: string } {
  return first(
    `SELECT r.url, t.title FROM rewriting_url r JOIN product_i18n t ON t.id = r.view_id AND t.locale = r.view_locale
     WHERE r.view = 'product' AND r.view_id = ? AND r.view_locale = ? AND r.redirected IS NULL LIMIT 1`,
    id,
    locale,
  );
}

function variantsOf(locale: string, productId: number): Variant[] {
  const attribute = (code: string) =>
    `(SELECT COALESCE(avi.title, av.code) FROM attribute_combination ac JOIN attribute a ON a.id = ac.attribute_id AND a.code = '${code}'
      JOIN attribute_av av ON av.id = ac.attribute_av_id LEFT JOIN attribute_av_i18n avi ON avi.id = av.id AND avi.locale = @locale
      WHERE ac.product_sale_elements_id = d.id)`;
  return query<Variant>(
    `SELECT d.id AS pse, d.ref, d.is_default AS isDefault, d.stock_state AS state, d.quantity, ${attribute('color')} AS color, ${attribute('size')} AS size,
       (SELECT url FROM rewriting_url r WHERE r.view = 'pse' AND r.view_id = d.id AND r.view_locale = @locale AND r.redirected IS NULL) AS url
     FROM product_sale_elements d WHERE d.product_id = @id ORDER BY d.position, d.id`,
    { locale, id: productId },
  );
}

/** A deliverable product with colours and sizes where one colour × size pair has no variant. */
function productWithGap(locale: string, country: number) {
  const candidates = query<{ id: number }>(
    `SELECT p.id FROM product p WHERE ${DELIVERABLE(country)} AND (SELECT COUNT(*) FROM product_sale_elements d WHERE d.product_id = p.id) > 2 ORDER BY p.id`,
  );
  for (const { id } of candidates) {
    const variants = variantsOf(locale, id);
    const colours = [...new Set(variants.map((v) => v.color))];
    const sizes = [...new Set(variants.map((v) => v.size))];
    if (colours.length < 2 || sizes.length < 2 || colours.includes(null as unknown as string)) continue;
    const missing = colours.flatMap((color) => sizes.map((size) => ({ color, size }))).find((pair) => !variants.some((v) => v.color === pair.color && v.size === pair.size));
    const main = variants.find((v) => v.isDefault === 1);
    const target = variants.find((v) => v.color !== main?.color && v.state !== 'available_from' && v.state !== main?.state && v.url);
    if (missing && main && target) return { id, ...productUrl(locale, id), variants, missing, main, target };
  }
  throw new Error('no product with a missing combination');
}

function expectedStockText(shop: Parameters<typeof messagesOf>[0], state: StockState, quantity: number): string {
  const label = stockLabel(state, quantity, null);
  const text = messagesOf(shop).Stock[label.key];
  return text.replace('{count}', String(label.values.count ?? ''));
}

const digits = (text: string) => text.replace(/[^\d]/g, '');
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** The ProductGroup JSON-LD of a product with variants and the Product of the variant `sku` inside it. */
async function productJsonLdOf(page: Page, sku: string): Promise<{ group: Record<string, unknown>; variant: Record<string, unknown> }> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const group = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'ProductGroup');
  const variant = ((group?.hasVariant ?? []) as Record<string, unknown>[]).find((candidate) => candidate.sku === sku);
  if (!group || !variant) throw new Error('no ProductGroup JSON-LD with that variant');
  return { group, variant };
}

const COUNTRY = { at: 13, de: 5, ro: 146 } as const;

test.describe('product page', () => {
  test('S3-15 S3-16 S3-20 S3-23 name, article number, brand, price with currency and VAT note, stock label; JSON-LD names the price and currency', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);
    const product = productWithGap(locale, COUNTRY[shop.name]);
    const response = await page.goto(`/${product.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByTestId('article-number')).toHaveText(product.main.ref);
    await expect(page.getByText(`${m.Catalog.brand}:`)).toBeVisible();
    const box = page.getByTestId('price-box');
    const price = box.getByTestId('sale-price');
    await expect(price).toContainText(shop.name === 'ro' ? 'lei' : '€');
    await expect(box.getByTestId('vat-note')).toContainText(shop.name === 'ro' ? 'TVA inclus' : 'inkl.');
    await expect(box.getByTestId('vat-note').getByRole('link')).toHaveAttribute('href', shop.name === 'ro' ? '/costuri-de-transport-si-conditii-de-livrare.html' : '/versandkosten');
    await expect(page.getByTestId('stock-label')).toHaveText(expectedStockText(shop, product.main.state, product.main.quantity));

    const { group, variant } = await productJsonLdOf(page, product.main.ref);
    const offers = variant.offers as { price: string; priceCurrency: string; availability: string };
    expect(group.name).toBe(product.title);
    expect(offers.priceCurrency).toBe(shop.name === 'ro' ? 'RON' : 'EUR');
    expect(digits(offers.price)).toBe(digits((await price.textContent()) ?? ''));
    await expectNoSeriousA11yViolations(page);
  });

  test('S3-28 another colour and size changes the URL to that variant URL, the stock label follows, a reload keeps the variant', async ({ page, shop }) => {
    const product = productWithGap(theliaLocaleOf(shop.name), COUNTRY[shop.name]);
    await page.goto(`/${product.url}`);
    await page.getByRole('button', { name: product.target.color, exact: true }).click();
    await page.getByRole('button', { name: product.target.size, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`/${product.target.url}`);
    const expected = expectedStockText(shop, product.target.state, product.target.quantity);
    await expect(page.getByTestId('stock-label')).toHaveText(expected);
    await expect(page.getByTestId('article-number')).toHaveText(product.target.ref);
    await page.reload();
    expect(pathOf(page)).toBe(`/${product.target.url}`);
    await expect(page.getByTestId('article-number')).toHaveText(product.target.ref);
    await expect(page.getByTestId('stock-label')).toHaveText(expected);
    await expect(page.getByRole('button', { name: product.target.color, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('S8-03 a colour and size without a variant shows that the combination does not exist', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const product = productWithGap(theliaLocaleOf(shop.name), COUNTRY[shop.name]);
    await page.goto(`/${product.url}`);
    await page.getByRole('button', { name: product.missing.color, exact: true }).click();
    await page.getByRole('button', { name: `${product.missing.size} (${m.Product.sizeNotInColour})`, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.Product.combinationMissing })).toBeVisible();
    await expect(page.getByRole('button', { name: m.Product.addToCart })).toBeDisabled();
  });

  test('S3-19 the quantity is adjusted to the minimum and the multiple; add to cart confirms what was added', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);
    const row = first<{ id: number; multiple: number }>(
      `SELECT p.id, p.quantity_multiple AS multiple FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       WHERE ${DELIVERABLE(COUNTRY[shop.name])} AND p.quantity_multiple > 2 AND d.stock_state = 'in_stock' AND d.quantity >= p.quantity_multiple * 2
       ORDER BY p.id LIMIT 1`,
    );
    await page.goto(`/${productUrl(locale, row.id).url}`);
    const input = page.getByLabel(m.Product.quantity, { exact: true });
    await expect(input).toHaveValue(String(row.multiple));
    await input.fill(String(row.multiple + 2));
    await input.press('Enter');
    await expect(input).toHaveValue(String(row.multiple * 2));
    await page.getByRole('button', { name: m.Product.addToCart }).click();
    await expect(page.getByRole('status').filter({ hasText: `${row.multiple * 2} ×` })).toBeVisible();
  });

  test('S3-26 S3-24 documents download as PDF and a carousel shows product cards', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);
    const row = first<{ id: number }>(
      `SELECT p.id FROM product p WHERE ${DELIVERABLE(COUNTRY[shop.name])} AND EXISTS (SELECT 1 FROM product_document d WHERE d.product_id = p.id)
       AND EXISTS (SELECT 1 FROM product_association a JOIN product t ON t.id = a.target_id AND t.visible = 1 WHERE a.product_id = p.id AND a.type = 'related')
       ORDER BY p.id LIMIT 1`,
    );
    // The server renders a link to each related product (for crawlers and without JavaScript), no cards.
    const { body: html } = await rawGet(`/${encodeURI(productUrl(locale, row.id).url)}`, shop.host);
    const relatedHtml = /<h2 id="product-related">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(relatedHtml).toMatch(/<a href="\/[^"]+\.html">/);
    expect(relatedHtml).not.toContain('<article');
    await page.goto(`/${productUrl(locale, row.id).url}`);
    const documents = page.getByRole('region', { name: m.Product.documents }).getByRole('link');
    expect(await documents.count()).toBeGreaterThan(0);
    const href = await documents.first().getAttribute('href');
    const download = await rawGet(href ?? '', shop.host);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    // The cards load when the carousel comes near the viewport.
    const related = page.getByRole('region', { name: m.Product.related });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
    expect(await related.getByRole('listitem').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('wish list and compare buttons toggle and stay after a reload', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const product = productWithGap(theliaLocaleOf(shop.name), COUNTRY[shop.name]);
    await page.goto(`/${product.url}`);
    await page.getByRole('button', { name: m.Product.wishlistAdd, exact: true }).click();
    await page.getByRole('button', { name: m.Product.compareAdd, exact: true }).click();
    await expect(page.getByRole('button', { name: m.Product.wishlistRemove, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: m.Product.wishlistRemove, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: m.Product.compareRemove, exact: true })).toBeVisible();
    await page.getByRole('button', { name: m.Product.compareRemove, exact: true }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: m.Product.compareAdd, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: m.Product.wishlistRemove, exact: true })).toBeVisible();
  });
  test('S1-03 S2-38 S3-21 S3-25 /product/{id} leads to the product page, which shows the weight and the specifications', async ({ page, shop }) => {
    const m = messagesOf(shop);
    const locale = theliaLocaleOf(shop.name);
    const lang = locale.slice(0, 2);
    const row = first<{ id: number; weight: number }>(
      `SELECT p.id, d.weight FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       WHERE ${DELIVERABLE(COUNTRY[shop.name])} AND d.weight > 0 AND d.stock_state = 'in_stock'
       AND (SELECT COUNT(*) FROM feature_product f WHERE f.product_id = p.id AND f.lang = ?) > 2 ORDER BY p.id LIMIT 1`,
      lang,
    );
    const specs = query<{ title: string; value: string }>(
      `SELECT t.title, f.value FROM feature_product f JOIN feature_i18n t ON t.id = f.feature_id AND t.lang = f.lang
       WHERE f.product_id = ? AND f.lang = ? ORDER BY f.position`,
      row.id,
      lang,
    );
    const target = productUrl(locale, row.id);
    const response = await page.goto(`/product/${row.id}`);
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe(`/${target.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);

    const weight = new Intl.NumberFormat(shop.name === 'ro' ? 'ro-RO' : 'de-AT', { maximumFractionDigits: 2 }).format(row.weight);
    await expect(page.getByText(`${m.Product.weight}: ${m.Product.weightValue.replace('{weight}', weight)}`)).toBeVisible();

    const region = page.getByRole('region', { name: m.Product.specifications });
    await expect(region.locator('dt')).toHaveText(specs.map((spec) => spec.title));
    await expect(region.locator('dd')).toHaveText(specs.map((spec) => spec.value));
  });
});
