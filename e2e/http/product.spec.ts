import type { CheerioAPI } from 'cheerio';
import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { theliaLocaleOf } from '../support/catalog-urls';
import { firstE2eRow as first, queryE2eDb as query } from '../support/e2e-db';
import { COUNTRY, DELIVERABLE, expectedStockText, productUrl, productWithGap } from '../support/product-data';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';
import { jsonLdOf, serverHtml, textOf } from '../support/server-html';

/**
 * The product page as the server renders it, in each shop's language, currency and VAT: name, article number, price,
 * stock, structured data, the /product/{id} redirect, weight, specifications, documents and related links.
 */
const digits = (text: string) => text.replace(/[^\d]/g, '');

/** The landmark named `name`: by aria-label or by the heading it is labelled by. */
function regionOf($: CheerioAPI, name: string) {
  return $('[aria-label], [aria-labelledby]').filter((_, element) => {
    const node = $(element);
    const labelledBy = node.attr('aria-labelledby');
    return node.attr('aria-label') === name || (labelledBy !== undefined && $(`[id="${labelledBy}"]`).text().trim() === name);
  }).first();
}

forEachShop((shop) => {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;
  const m = messagesOf(shop);
  const locale = theliaLocaleOf(shop.name);

  test('S3-15 S3-16 S3-20 S3-23 name, article number, brand, price with currency and VAT note, stock label; JSON-LD names the price and currency', async () => {
    const product = productWithGap(locale, COUNTRY[shop.name]);
    const { status, $ } = await serverHtml(`/${encodeURI(product.url)}`, host);
    expect(status).toBe(200);
    expect(textOf($, 'h1')).toBe(product.title);
    expect(textOf($, '[data-testid="article-number"]')).toBe(product.main.ref);
    expect($('main').text()).toContain(`${m.Catalog.brand}:`);
    const box = $('[data-testid="price-box"]').first();
    const price = box.find('[data-testid="sale-price"]').first().text();
    expect(price).toContain(shop.name === 'ro' ? 'lei' : '€');
    const vat = box.find('[data-testid="vat-note"]').first();
    expect(vat.text()).toContain(shop.name === 'ro' ? 'TVA inclus' : 'inkl.');
    expect(vat.find('a').attr('href')).toBe(shop.name === 'ro' ? '/costuri-de-transport-si-conditii-de-livrare.html' : '/versandkosten');
    expect(textOf($, '[data-testid="stock-label"]')).toBe(expectedStockText(shop, product.main.state, product.main.quantity));

    const group = jsonLdOf($).find((data) => data['@type'] === 'ProductGroup');
    const variant = ((group?.hasVariant ?? []) as Record<string, unknown>[]).find((candidate) => candidate.sku === product.main.ref);
    if (!group || !variant) throw new Error('no ProductGroup JSON-LD with that variant');
    const offers = variant.offers as { price: string; priceCurrency: string; availability: string };
    expect(group.name).toBe(product.title);
    expect(offers.priceCurrency).toBe(shop.name === 'ro' ? 'RON' : 'EUR');
    expect(digits(offers.price)).toBe(digits(price));
  });

  test('S1-03 S2-38 S3-21 S3-25 /product/{id} leads to the product page, which shows the weight and the specifications', async () => {
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
    const moved = await rawGet(`/product/${row.id}`, host);
    expect([301, 308]).toContain(moved.status);
    const location = new URL(moved.headers.location ?? '', 'http://x');
    expect(decodeURIComponent(location.pathname)).toBe(`/${target.url}`);
    const { status, $ } = await serverHtml(location.pathname, host);
    expect(status).toBe(200);
    expect(textOf($, 'h1')).toBe(target.title);

    const weight = new Intl.NumberFormat(shop.name === 'ro' ? 'ro-RO' : 'de-AT', { maximumFractionDigits: 2 }).format(row.weight);
    expect($('main').text().replace(/\s+/g, ' ')).toContain(`${m.Product.weight}: ${m.Product.weightValue.replace('{weight}', weight)}`);

    const region = regionOf($, m.Product.specifications);
    expect(region.find('dt').toArray().map((term) => $(term).text().trim())).toEqual(specs.map((spec) => spec.title));
    expect(region.find('dd').toArray().map((value) => $(value).text().trim())).toEqual(specs.map((spec) => spec.value));
  });

  test('S3-26 S3-24 documents download as PDF; the server renders a link to each related product', async () => {
    const row = first<{ id: number }>(
      `SELECT p.id FROM product p WHERE ${DELIVERABLE(COUNTRY[shop.name])} AND EXISTS (SELECT 1 FROM product_document d WHERE d.product_id = p.id)
       AND EXISTS (SELECT 1 FROM product_association a JOIN product t ON t.id = a.target_id AND t.visible = 1 WHERE a.product_id = p.id AND a.type = 'related')
       ORDER BY p.id LIMIT 1`,
    );
    const { body: html, $ } = await serverHtml(`/${encodeURI(productUrl(locale, row.id).url)}`, host);
    // The server renders a link to each related product (for crawlers and without JavaScript), no cards.
    const relatedHtml = /<h2 id="product-related">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(relatedHtml).toMatch(/<a href="\/[^"]+\.html">/);
    expect(relatedHtml).not.toContain('<article');
    const documents = regionOf($, m.Product.documents).find('a');
    expect(documents.length).toBeGreaterThan(0);
    const download = await rawGet(documents.first().attr('href') ?? '', host);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
  });
});
