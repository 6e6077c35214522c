import type { Page, Request } from '@playwright/test';
import { test, expect, messagesOf } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { settledOptionCount } from './support/live-search';
import { queryE2eDb } from './support/e2e-db';
import { SearchFaultStack } from './support/search-fault-stack';
import type { ShopProject } from './support/ports';
import { disclosureToggle } from './support/disclosure';

/** A real term of the seeded catalogue: 25 products in each shop (three chunks of 12 on the results page). */
const TERM = 'Grohe Eurosmart';
const THELIA_LOCALE = { at: 'de_AT', de: 'de_DE', ro: 'ro_RO' } as const;
/** Ports of the private stacks of the engine-down journey (apart from every other journey's). */
const FAULT_PORTS = { at: [3320, 4320], de: [3321, 4321], ro: [3322, 4322] } as const;

/** Seeded titles of the visible products whose title contains `text`, in the shop's language. */
function seededTitles(shop: ShopProject, text: string): string[] {
  return queryE2eDb<{ title: string }>(
    `SELECT i.title FROM product p JOIN product_i18n i ON i.id = p.id AND i.locale = ? WHERE p.visible = 1 AND i.title LIKE ?`,
    THELIA_LOCALE[shop.name],
    `%${text}%`,
  ).map((row) => row.title);
}

function searchBox(page: Page, shop: ShopProject) {
  return page.getByRole('combobox', { name: messagesOf(shop).Search.label });
}

/** Requests the browser sends to the storefront's search API. */
function recordSearchCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') calls.push(request);
  });
  return calls;
}

const resultCards = (page: Page) => page.getByRole('main').locator('article[data-product-id]');
/** The server-rendered chunk (the infinite scroll may already have appended the next one below it). */
const firstChunk = (page: Page) => page.getByRole('main').locator('[data-listing-page]').first().locator('article[data-product-id]');

test.describe('live search box', () => {
  test('S2-102 S4-15 S5-01 S4-17 S2-03 S2-02 S5-02 too short, no hits, Enter on an option or on the term, a term with symbols', async ({ page, shop }) => {
    const m = messagesOf(shop).Search;
    const calls = recordSearchCalls(page);
    await page.goto('/');
    const box = searchBox(page, shop);

    await test.step('a 3-character term shows the too-short message and searches nothing', async () => {
      await box.pressSequentially('Gro');
      const dropdown = page.locator('#site-search-dropdown');
      await expect(dropdown).toHaveText(m.tooShort);
      await expect(page.getByTestId('search-status')).toHaveText(m.tooShort);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      // Enter with a short term stays on the page.
      await box.press('Enter');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(calls).toHaveLength(0);
    });

    await test.step('a term without hits shows the empty message in the dropdown', async () => {
      await box.fill('Qxzvjk Wqpfhm');
      await expect(page.locator('#site-search-dropdown')).toHaveText(m.empty);
      await expect(page.getByTestId('search-status')).toHaveText(m.empty);
    });

    await test.step('Enter on the active option opens that product', async () => {
      await box.fill(TERM);
      const option = page.getByRole('listbox', { name: m.suggestions }).getByRole('option').nth(1);
      await expect(option).toBeVisible();
      const href = await option.getAttribute('href');
      const title = (await option.innerText()).split('\n')[0] ?? '';
      expect(href).toBeTruthy();
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    await test.step('Enter without an active option goes to /search/{value}; the results page shows the term', async () => {
      await page.goto('/');
      await box.fill(TERM);
      await expect(page.getByRole('listbox', { name: m.suggestions }).getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      await page.waitForURL(/\/search\/Grohe%20Eurosmart$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading.replace('{term}', TERM));
      await expect(page).toHaveTitle(new RegExp(m.metaTitle.replace('{term}', TERM)));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(searchBox(page, shop)).toHaveValue(TERM);
    });

    await test.step('a term with quotes and symbols through the search box returns its results page', async () => {
      await box.fill('a+b "c');
      await box.press('Escape');
      await box.press('Enter');
      await page.waitForURL(/\/search\/a%2Bb%20%22c$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading.replace('{term}', 'a+b "c'));
    });
  });


  test('S1-04 S2-158 S9-07 S4-16 a real term shows the dropdown in chunks of 6, keyboard navigable, announced', async ({ page, shop }) => {
    const m = messagesOf(shop).Search;
    const titles = seededTitles(shop, TERM);
    expect(titles.length).toBeGreaterThan(12);
    const calls = recordSearchCalls(page);
    // The first answer is held back until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    // Typing while the page hydrates would search the part typed so far when the box takes it over (by design), and
    // a busy machine can stretch that past the debounce: type into the hydrated page.
    await page.waitForLoadState('networkidle');
    const box = searchBox(page, shop);
    // The network being idle is not the box being hydrated on a busy machine (the page's LCP image comes before the
    // scripts): wait until React has taken the field over (its props are on the element).
    await expect
      .poll(() => box.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    // Typed at 40 ms per key: within the 300 ms debounce, so one request for the whole term.
    await box.pressSequentially(TERM, { delay: 40 });
    await expect(page.locator('#site-search-dropdown')).toHaveText(m.loading);
    await expect(page.getByTestId('search-status')).toHaveText(m.loading);
    release();
    const listbox = page.getByRole('listbox', { name: m.suggestions });
    const options = listbox.getByRole('option');
    // Chunks of 6, as many as fill the dropdown's height (settledOptionCount).
    const firstShown = await settledOptionCount(page, listbox);
    expect(firstShown).toBeGreaterThanOrEqual(6);
    expect(firstShown % 6).toBe(0);
    // Keys typed within the debounce make one request for the whole term; a busy machine can stretch a pause between
    // two keys past it, which searches the part typed so far first. Every request is a chunk of 6 for a prefix of the
    // term, and the last one is the whole term.
    const asked = calls.map((call) => new URL(call.url()).searchParams);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.every((params) => params.get('size') === '6' && TERM.startsWith(params.get('term') ?? '-'))).toBe(true);
    expect(asked.at(-1)?.get('term')).toBe(TERM);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'listbox');
    const status = page.getByTestId('search-status');
    // '29 results. Use the up and down arrow keys…': the total of the term (the seeded titles and a few near matches).
    await expect(status).toHaveText(/^\d+\D/);
    expect(Number(/^\d+/.exec(await status.innerText())?.[0])).toBeGreaterThanOrEqual(titles.length);
    const shown = await options.allInnerTexts();
    expect(shown.some((text) => titles.some((title) => text.startsWith(title)))).toBe(true);
    for (const text of shown) expect(text).toContain('Grohe');
    await expectNoSeriousA11yViolations(page);

    // Arrow keys move the active option (aria-activedescendant), Escape closes the dropdown.
    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? 'option');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    // More on scroll: the next chunk of 6.
    await box.press('ArrowDown');
    await expect(options).toHaveCount(firstShown);
    await listbox.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(options).toHaveCount(firstShown + 6);
    // Pages 1, 2, … of the whole term, one after the other (a busy machine may have asked for a prefix first, see above).
    const ofTerm = calls.map((call) => new URL(call.url()).searchParams).filter((params) => params.get('term') === TERM);
    expect(ofTerm.map((params) => params.get('page'))).toEqual(Array.from({ length: firstShown / 6 + 1 }, (_, index) => String(index + 1)));
  });



});

test.describe('results page', () => {
  test('S2-02 S2-159 S2-160 S2-161 S2-162 S2-163 S2-164 S2-165 the first 12 are server-rendered; content groups collapse; scrolling loads the next 12', async ({ page, shop }) => {
    const m = messagesOf(shop).Search;
    const path = `/search/${encodeURIComponent(TERM)}`;
    // The server HTML (the chunk, plain links to the next, filters with counts, the shop's price bounds) is checked in
    // e2e/http/search.spec.ts.
    const calls = recordSearchCalls(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading.replace('{term}', TERM));
    await expect(firstChunk(page)).toHaveCount(12);
    // Content links (at most 5) under collapsible parent groups.
    const contents = page.getByRole('region', { name: m.contentLinks });
    const contentLinks = contents.getByRole('link');
    expect(await contentLinks.count()).toBeGreaterThan(0);
    expect(await contentLinks.count()).toBeLessThanOrEqual(5);
    const group = contents.locator('details').first();
    await expect(group).toHaveAttribute('open', '');
    await group.locator('summary').click();
    await expect(group).not.toHaveAttribute('open');
    await expect(group.getByRole('link').first()).toBeHidden();
    await group.locator('summary').click();
    await expect(group.getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Scrolling down appends the next 12 (page 2 from /api/search) and the address bar follows the chunk in view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(resultCards(page).nth(12)).toBeAttached();
    await expect(page.getByRole('main').locator('[data-listing-page="2"] article[data-product-id]')).toHaveCount(12);
    await resultCards(page).nth(12).evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await expect(page).toHaveURL(/\?page=2$/);
    const chunk = new URL(calls[0]!.url()).searchParams;
    expect([chunk.get('term'), chunk.get('page'), chunk.get('size')]).toEqual([TERM, '2', '12']);
  });

  test('S2-166 S4-19 a filter chip is added and removed; a new term starts without filters', async ({ page, shop }) => {
    const m = messagesOf(shop).Search;
    await page.goto(`/search/${encodeURIComponent(TERM)}`);
    const category = page.getByRole('group', { name: m.categories }).getByRole('checkbox').first();
    const categoryName = ((await category.locator('xpath=..').innerText()).replace(/\s*\([\d.,\s+]+\)\s*$/, '')).trim();
    await category.check();
    await page.waitForURL(/\?category=\d+$/);
    const chips = page.getByRole('list', { name: m.activeFilters });
    const chip = chips.getByRole('link', { name: m.removeFilter.replace('{filter}', m.chipCategory.replace('{category}', categoryName)) });
    await expect(chip).toBeVisible();
    await expect(page.getByRole('group', { name: m.categories }).getByRole('checkbox').first()).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await chip.click();
    await page.waitForURL((url) => url.search === '');
    await expect(chips).toBeHidden();

    // Filters set, then a new term from the header box: the new results page has none.
    await page.goto(`/search/${encodeURIComponent(TERM)}?price_max=500`);
    await expect(page.getByRole('list', { name: m.activeFilters })).toBeVisible();
    const box = searchBox(page, shop);
    // The hydrated box shows the page's term; typing before that would race the term being put in.
    await expect(box).toHaveValue(TERM);
    await box.fill('Hansgrohe Logis');
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL(/\/search\/Hansgrohe%20Logis$/);
    await expect(page.getByRole('list', { name: m.activeFilters })).toBeHidden();
  });

  test('S2-167 S2-165 S5-05 the price slider filters on release; Reset all filters clears every filter', async ({ page, shop }) => {
    const m = messagesOf(shop).Search;
    await page.goto(`/search/${encodeURIComponent(TERM)}`);
    const brand = page.getByRole('group', { name: m.brands }).getByRole('checkbox', { name: /Grohe/ });
    await brand.check();
    await page.waitForURL(/\?brand=\d+$/);
    const to = page.getByRole('slider', { name: m.priceTo.replace(' ({currency})', '') });
    await to.fill('300');
    await to.press('Enter');
    await page.waitForURL(/\?brand=\d+&price_max=300$/);
    const chips = page.getByRole('list', { name: m.activeFilters });
    await expect(chips.getByRole('link')).toHaveCount(2);
    await page.getByRole('link', { name: m.resetAll }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/search/Grohe%20Eurosmart') && url.search === '');
    await expect(chips).toBeHidden();
    await expect(firstChunk(page)).toHaveCount(12);
    // Bounds outside 0..8000 and junk parameters: e2e/http/search.spec.ts.
  });
});

test.describe('search engine stopped', () => {
  test('S4-18 the error message replaces the results; header, menus and footer still work', async ({ page, shop }) => {
    test.setTimeout(180_000);
    const m = messagesOf(shop).Search;
    const [port, proxyPort] = FAULT_PORTS[shop.name];
    const stack = new SearchFaultStack(port, proxyPort);
    await stack.start();
    try {
      const base = `http://${shop.host}:${port}`;
      await expect(async () => {
        const up = await page.goto(`${base}/search/${encodeURIComponent(TERM)}`);
        expect(up?.status()).toBe(200);
      }).toPass({ timeout: 30_000 });
      await expect(resultCards(page).first()).toBeVisible();

      stack.stopEngine();
      const response = await page.goto(`${base}/search/${encodeURIComponent('Hansgrohe Logis')}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(m.error);
      await expect(resultCards(page)).toHaveCount(0);
      expect(stack.refusedSearches).toBeGreaterThan(0);
      // The rest of the page works: header, footer, the full menu loads its tree.
      await expect(page.locator('footer')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const toggle = disclosureToggle(page.getByRole('banner'), messagesOf(shop).Menu.allCategories);
      await toggle.click();
      const panel = toggle.locator('xpath=following-sibling::*[1]');
      await expect(panel.getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Escape');

      // The live search box says the same.
      const box = searchBox(page, shop);
      await box.fill('Keuco IXMO');
      await expect(page.locator('#site-search-dropdown')).toHaveText(m.error);
      await expect(page.getByTestId('search-status')).toHaveText(m.error);
    } finally {
      await stack.stop();
    }
  });
});
