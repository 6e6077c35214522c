import { load, type CheerioAPI } from 'cheerio';
import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { theliaLocaleOf } from '../support/catalog-urls';
import { queryE2eDb as query } from '../support/e2e-db';
import { format } from '../support/feature-facets';
import { amountOf, backendList, bigLeafCategory, brandsOf, COUNTRY_OF } from '../support/listing-data';
import { E2E_PORTS } from '../support/ports';
import { rawGet } from '../support/raw-http';
import { serverHtml, textOf } from '../support/server-html';

/**
 * Listing pages as crawlers and browsers without JavaScript get them: plain page links, the empty state, junk in the
 * query, brand and type listings, stock badges, SEO (noindex of filtered states, canonical, BreadcrumbList JSON-LD).
 */
const cards = ($: CheerioAPI) => $('main article[data-product-id]');
/** The server-rendered chunk. */
const firstChunk = ($: CheerioAPI) => $('main [data-listing-page]').first().find('article[data-product-id]');
const idsOf = ($: CheerioAPI) => cards($).toArray().map((card) => $(card).attr('data-product-id'));
/** A location header as a path with its query (the storefront may answer with an absolute URL). */
const pathOfLocation = (location: string | undefined) => {
  const url = new URL(location ?? '', 'http://x');
  return url.pathname + url.search;
};

forEachShop((shop) => {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;
  const m = messagesOf(shop);
  const locale = theliaLocaleOf(shop.name);

  test('?page=2 without JavaScript shows the second chunk and plain previous and next links; the sort form works as a plain GET', async () => {
    const category = bigLeafCategory(locale);
    const base = `/${encodeURI(category.url)}`;
    const first = idsOf((await serverHtml(base, host)).$);
    const { status, $ } = await serverHtml(`${base}?page=2`, host);
    expect(status).toBe(200);
    const second = idsOf($);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    const pager = $(`nav[aria-label="${m.Listing.pagination}"]`);
    expect(pager.find('a').filter((_, link) => $(link).text().trim() === m.Listing.next).attr('href')).toMatch(/[?&]page=3$/);
    expect(decodeURI(pager.find('a').filter((_, link) => $(link).text().trim() === m.Listing.previous).attr('href') ?? '')).toBe(`/${category.url}`);
    expect($('link[rel="canonical"]').attr('href')).toMatch(/\?page=2$/);
    expect($('meta[name="robots"]').length).toBe(0);
    // Filters work as a plain GET form (no action: the page's own path); the proxy cleans a query it does not keep (308).
    const form = $(`form[aria-label="${m.Listing.sort}"]`);
    expect(form.attr('method')).toBe('get');
    const fields = new URLSearchParams();
    form.find('input[name]').each((_, input) => {
      const field = $(input);
      if (field.attr('type') !== 'checkbox' || field.attr('checked') !== undefined) fields.append(field.attr('name') ?? '', field.attr('value') ?? '');
    });
    fields.set(form.find('select').attr('name') ?? '', 'price_desc');
    let target = `${form.attr('action') ?? base}?${fields}`;
    let answer = await rawGet(target, host);
    for (let hops = 0; hops < 3 && answer.status === 308; hops += 1) {
      target = pathOfLocation(answer.headers.location);
      answer = await rawGet(target, host);
    }
    expect(target).toMatch(/\?sort=price_desc$/);
    expect(answer.status).toBe(200);
    const sorted = load(answer.body);
    expect(cards(sorted)).toHaveLength(12);
  });

  test('a filter without results shows the empty state (200, noindex, canonical at the plain listing); its reset leads back', async () => {
    const category = bigLeafCategory(locale);
    const { outside } = brandsOf(locale, category.id);
    const { status, $ } = await serverHtml(`/${encodeURI(category.url)}?brand=${outside}`, host);
    expect(status).toBe(200);
    expect($('main').text()).toContain(m.Listing.emptyTitle);
    expect($('main').text()).toContain(m.Listing.emptyText);
    expect(cards($)).toHaveLength(0);
    expect($('meta[name="robots"]').attr('content')).toMatch(/noindex/);
    expect(decodeURI($('link[rel="canonical"]').attr('href') ?? '')).toMatch(new RegExp(`/${category.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const reset = $('main a').filter((_, link) => $(link).text().trim() === m.Listing.reset).attr('href');
    expect(reset).toBeTruthy();
    const plain = await serverHtml(reset ?? '', host);
    expect(plain.status).toBe(200);
    expect(firstChunk(plain.$)).toHaveLength(12);
  });

  test('an invalid filter value never answers 500: junk is cleaned by a redirect, a page past the end is a 404', async () => {
    const category = bigLeafCategory(locale);
    const base = `/${encodeURI(category.url)}`;
    for (const junk of ['?page=abc', '?price_min=-1', '?brand=%00', '?sort=x&sort=y', '?brand=1&brand=1', '?price_max=1e99', '?page=99999999999999']) {
      const answer = await rawGet(`${base}${junk}`, host);
      expect({ junk, status: answer.status }).toEqual({ junk, status: 308 });
      const followed = await rawGet(pathOfLocation(answer.headers.location), host);
      expect({ junk, followed: followed.status }).toEqual({ junk, followed: 200 });
    }
    expect((await rawGet(`${base}?page=9999`, host)).status).toBe(404);
    // A brand id that does not exist is cleaned like junk, so it never makes a cached listing state of its own.
    const unknownBrand = await rawGet(`${base}?brand=999999`, host);
    expect(unknownBrand.status).toBe(308);
    expect(new URL(unknownBrand.headers.location ?? '', 'http://x').search).toBe('');
    expect((await rawGet(`/shop-grid-standard/sale?price_min=abc`, host)).status).toBe(308);
    expect((await rawGet(`/shop-grid-standard/unknown`, host)).status).toBe(404);
    expect((await rawGet(`/shop-grid-standard/sale/page-2`, host)).status).toBe(404);
    expect((await rawGet(`/api/listing?locale=de-AT&category=abc`, host)).status).toBe(400);
  });

  test('S1-02 S2-64 a brand listing renders with its categories', async () => {
    const [brand] = query<{ url: string; title: string }>(
      `SELECT r.url, bi.title FROM rewriting_url r JOIN brand_i18n bi ON bi.id = r.view_id AND bi.locale = r.view_locale
       WHERE r.view = 'brand' AND r.view_locale = ? AND r.redirected IS NULL
         AND (SELECT COUNT(*) FROM product p WHERE p.brand_id = r.view_id AND p.visible = 1) > 12 ORDER BY r.id LIMIT 1`,
      locale,
    );
    if (!brand) throw new Error('seed: brand with more than 12 products');
    const { status, $ } = await serverHtml(`/${encodeURI(brand.url)}`, host);
    expect(status).toBe(200);
    expect(textOf($, 'h1')).toBe(brand.title);
    expect($('main ul').filter((_, list) => $(list).attr('aria-label') === brand.title)).toHaveLength(1);
    expect(firstChunk($)).toHaveLength(12);
    expect($(`nav[aria-label="${m.Listing.brandCategories}"] a`).length).toBeGreaterThan(0);
  });

  test('S2-37 S2-168 S2-169 S2-170 S2-171 S2-172 S2-173 S2-175 S3-14 /shop-grid-standard/sale shows cards with prices, VAT note and badges', async () => {
    const { status, $ } = await serverHtml('/shop-grid-standard/sale', host);
    expect(status).toBe(200);
    expect(textOf($, 'h1')).toBe(m.Listing.typeSale);
    const card = cards($).first();
    expect(card.find('img').length).toBeGreaterThan(0);
    expect(card.find('a').first().text().trim()).not.toBe('');
    const oldPrice = card.find('[data-testid="old-price"]');
    expect(oldPrice.prop('tagName')).toBe('S');
    const sale = amountOf(card.find('[data-testid="sale-price"]').text());
    const old = amountOf(oldPrice.text());
    expect(sale).toBeGreaterThan(0);
    expect(old).toBeGreaterThan(sale);
    expect(card.find('[data-testid="vat-note"]').text()).toMatch(/\d+\s?%/);
    if (shop.name === 'ro') expect(card.find('[data-testid="vat-note"]').text()).toContain('TVA inclus');
    expect(card.find('[data-testid="discount-badge"]').text().trim()).toMatch(new RegExp(`^${m.Catalog.discount.replace('{percent}', '\\d+')}$`));
    // Keyword badges carry their colours from the backend.
    const badge = $('[data-testid="keyword-badges"] li').first();
    expect(badge.text().trim()).not.toBe('');
    expect(badge.attr('style')).toMatch(/background:\s*#[0-9a-f]{3,8}/i);
    for (const type of ['new', 'bestseller']) expect((await rawGet(`/shop-grid-standard/${type}`, host)).status).toBe(200);
  });

  test('S2-174 the stock badge shows the exact quantity below 10', async () => {
    const list = await backendList({ type: 'sale', locale, country_id: COUNTRY_OF[shop.name], limit: 100 });
    const index = list.products.findIndex((p) => p.stock_state === 'in_stock' && p.quantity > 0 && p.quantity < 10);
    const low = list.products[index];
    if (!low) throw new Error('seed: no low-stock product among the first 100 reduced products');
    const pageOf = (at: number) => (at >= 12 ? `/shop-grid-standard/sale?page=${Math.floor(at / 12) + 1}` : '/shop-grid-standard/sale');
    const badgeOf = ($: CheerioAPI, id: number) => textOf($, `article[data-product-id="${id}"] [data-testid="stock-badge"]`);
    expect(badgeOf((await serverHtml(pageOf(index), host)).$, low.id)).toBe(format(m.Stock.inStockCount, { count: Math.floor(low.quantity) }));
    const stocked = list.products.find((p) => p.stock_state === 'in_stock' && p.quantity >= 10);
    if (stocked) expect(badgeOf((await serverHtml(pageOf(list.products.indexOf(stocked)), host)).$, stocked.id)).toBe(m.Stock.inStock);
  });

  test('the listing has BreadcrumbList JSON-LD, canonical and hreflang; a sorted state is noindex', async () => {
    const category = bigLeafCategory(locale);
    const plain = await serverHtml(`/${encodeURI(category.url)}`, host);
    const crumbs = plain.$('script[type="application/ld+json"]')
      .toArray()
      .map((script) => JSON.parse(plain.$(script).text()) as { '@type': string; itemListElement?: Array<{ name: string; position: number; item: string }> })
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.at(-1)?.name).toBe(category.title);
    expect(crumbs?.itemListElement?.[0]?.position).toBe(1);
    expect(crumbs?.itemListElement?.every((item) => item.item.startsWith('http'))).toBe(true);
    expect(plain.$('meta[name="robots"]').length).toBe(0);
    const sorted = await serverHtml(`/${encodeURI(category.url)}?sort=name`, host);
    expect(sorted.$('meta[name="robots"]').attr('content')).toMatch(/noindex/);
    expect(sorted.$('link[rel="canonical"]').attr('href')).not.toContain('?');
  });
});
