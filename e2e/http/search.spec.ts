import type { CheerioAPI } from 'cheerio';
import { test, expect, forEachShop } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { searchReady } from '../support/search-ready';
import { serverHtml, textOf } from '../support/server-html';

/**
 * The results page as the server renders it in each shop: the first chunk and plain links to the next (crawlers,
 * no JavaScript), filters with counts, the shop's price bounds, content links, odd terms, empty and short terms.
 */
const TERM = 'Grohe Eurosmart';
const resultCards = ($: CheerioAPI) => $('main article[data-product-id]');
const firstChunk = ($: CheerioAPI) => $('main [data-listing-page]').first().find('article[data-product-id]');
/** A fieldset of the filter form by its legend. */
const groupOf = ($: CheerioAPI, legend: string) => $('fieldset').filter((_, set) => $(set).children('legend').text().trim() === legend).first();

forEachShop((shop) => {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;
  const m = messagesOf(shop).Search;

  test.beforeAll(async () => {
    await searchReady(host);
  });

  test('S2-02 S2-159 S2-160 S2-161 S2-162 S2-163 S2-164 S2-165 the first 12 are server-rendered with a plain link to the next 12, filters with counts, the price bounds and content links', async () => {
    const path = `/search/${encodeURIComponent(TERM)}`;
    const { status, $ } = await serverHtml(path, host);
    expect(status).toBe(200);
    expect(textOf($, 'h1')).toBe(m.heading.replace('{term}', TERM));
    expect(resultCards($)).toHaveLength(12);
    expect(firstChunk($)).toHaveLength(12);
    // Without JavaScript (crawlers): a plain link to the next chunk, which shows the next 12 and links back.
    const next = $('a[rel="next"]').attr('href') ?? '';
    expect(next).toMatch(/\?page=2$/);
    const second = await serverHtml(next, host);
    expect(second.status).toBe(200);
    expect(resultCards(second.$)).toHaveLength(12);
    expect(second.$('a[rel="prev"]').attr('href')).toBe(path);

    // Filters: categories and brands with counts, the price slider from 0 to the shop's bound.
    const categories = groupOf($, m.categories);
    expect(categories.find('input[type="checkbox"]').length).toBeGreaterThan(0);
    expect(categories.find('label').first().text().replace(/\s+/g, ' ').trim()).toMatch(/\(\d+\)$/);
    const brands = groupOf($, m.brands).find('label').filter((_, label) => /Grohe/.test($(label).text()));
    expect(brands.find('input[type="checkbox"]').length).toBeGreaterThan(0);
    const sliders = $('input[type="range"]');
    expect(sliders).toHaveLength(2);
    for (const slider of sliders.toArray()) {
      expect($(slider).attr('min')).toBe('0');
      // The spec's 0..8000 in EUR; in lei the shop's bound (ADR 0041).
      expect($(slider).attr('max')).toBe(shop.name === 'ro' ? '70000' : '8000');
    }
    // Content links (at most 5) under collapsible parent groups, open at first.
    const contents = $('[aria-label], [aria-labelledby]').filter((_, element) => {
      const labelledBy = $(element).attr('aria-labelledby');
      return $(element).attr('aria-label') === m.contentLinks || (labelledBy !== undefined && $(`[id="${labelledBy}"]`).text().trim() === m.contentLinks);
    }).first();
    const contentLinks = contents.find('a');
    expect(contentLinks.length).toBeGreaterThan(0);
    expect(contentLinks.length).toBeLessThanOrEqual(5);
    expect(contents.find('details').first().is('[open]')).toBe(true);
  });

  test('S2-167 S2-165 S5-05 bounds outside 0..8000 are clamped and junk parameters ignored, never an error', async () => {
    const { status, $ } = await serverHtml(`/search/${encodeURIComponent(TERM)}?price_min=-5&price_max=99999&brand=abc&category=%00&page=x`, host);
    expect(status).toBe(200);
    expect($(`[aria-label="${m.activeFilters}"]`)).toHaveLength(0);
    expect(firstChunk($)).toHaveLength(12);
  });

  test('S5-02 terms with quotes and symbols return a page, never an error', async () => {
    for (const term of ['a+b "c', '*:/\\', 'Grohe (Eurosmart) OR 1=1 --', '%%%_[]{}']) {
      const { status, $ } = await serverHtml(`/search/${encodeURIComponent(term)}`, host);
      expect(status, term).toBe(200);
      expect(textOf($, 'h1')).toBe(m.heading.replace('{term}', term));
      expect($('main').text()).not.toContain(m.error);
    }
  });

  test('S4-17 S5-01 an empty result shows the empty text; a short term the too-short text', async () => {
    const empty = await serverHtml('/search/Qxzvjk%20Wqpfhm', host);
    expect(empty.$('main').text()).toContain(m.empty);
    expect(resultCards(empty.$)).toHaveLength(0);
    const short = await serverHtml('/search/ab', host);
    expect(short.status).toBe(200);
    expect(short.$('main').text()).toContain(m.tooShort);
  });
});
