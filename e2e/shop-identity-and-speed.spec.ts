import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { queryE2eDb } from './support/e2e-db';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';

/** A locale config value of the shop, as the backend stores it (JSON text). */
function configValue(shop: 'at' | 'de' | 'ro', name: string): unknown {
  const [row] = queryE2eDb<{ value: string }>('SELECT value FROM locale_config WHERE locale = ? AND name = ?', theliaLocaleOf(shop), name);
  return row ? JSON.parse(row.value) : undefined;
}

test.describe('the shop on a phone: nothing moves while the page loads, its own icons and manifest (ADR 0036)', () => {
  test('S2-94 the advent banner is in the server HTML, loaded eagerly in a reserved 4:1 box, and the home page does not shift at 390 px', async ({ page, shop }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Every layout shift from the first paint on, as the Core Web Vitals count it (shifts after input aside).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Images arrive late, as on a slow phone line: every box must be reserved before its file is there (the header's
    // logo slot, the banners, the cards), or the page moves when they land.
    await page.route(/\/_next\/image\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const hero = /<source[^>]*media="\(max-width: 991px\)"[^>]*>/.exec(html)?.[0] ?? '';
    // The hero's mobile <source> names its slot (sizes) and its own ratio (width, height).
    expect(hero).toMatch(/\bsizes="100vw"/);
    expect(hero).toMatch(/\bwidth="800"/);
    expect(hero).toMatch(/\bheight="600"/);
    const advent = /<div[^>]*data-testid="advent-banner"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0];
    if (configValue(shop.name, 'displayAdvent')) {
      expect(advent, 'the advent banner is in the server HTML').toBeDefined();
      const image = /<img[^>]*>/.exec(advent ?? '')?.[0] ?? '';
      expect(image).not.toMatch(/loading="lazy"/);
      expect(image).toMatch(/fetchPriority="high"/i);
      const banner = page.getByTestId('advent-banner').locator('img');
      await expect(banner).toBeVisible();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = await banner.boundingBox();
      expect(box && Math.abs(box.width / box.height - 4)).toBeLessThan(0.05);
    } else {
      expect(advent, 'no advent banner while the shop does not show it').toBeUndefined();
    }
    // All images above the fold are in: the shifts so far are all the page will make while loading.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete)))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    // Before the banner's box was reserved this was 0.158 in the AT shop, before the logo's slot was fixed 0.045 (the
    // square mobile mark in a wide box wrapped the icon group onto a second row until it arrived); ADR 0036's goal is 0.02.
    expect(shift).toBeLessThanOrEqual(0.02);
    await expectNoSeriousA11yViolations(page);
  });

  test('each page kind asks first for its LCP image, at high priority; card images name their slot (ADR 0038)', async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const imagePreloads = (html: string) => head(html).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    const urlOf = (tag: string) => /[?&;]url=([^&"]+)&/.exec(tag)?.[1] ?? 'none';
    // The one image a phone's slow line must bring first: the head's first image hint, the only one a phone fetches at high priority.
    const expectLcpFirst = (html: string, file: string, media?: string) => {
      const [first, ...others] = imagePreloads(html);
      expect(urlOf(first ?? '')).toBe(file);
      expect(first).toMatch(/fetchPriority="high"/);
      if (media) expect(first).toContain(`media="${media}"`);
      // Another image at high priority only for wide screens (the hero's desktop file), never on a phone.
      for (const other of others) if (/fetchPriority="high"/.test(other)) expect(other).toContain('media="(min-width: 992px)"');
    };
    await page.setViewportSize({ width: 390, height: 844 });

    const home = await page.goto('/');
    const homeHtml = (await home?.text()) ?? '';
    const heroSource = /<source[^>]*media="\(max-width: 991px\)"[^>]*>/.exec(homeHtml)?.[0] ?? '';
    expectLcpFirst(homeHtml, urlOf(heroSource), '(max-width: 991px)');
    await expectNoSeriousA11yViolations(page);

    const listing = await page.goto(`/${encodeURI(currentUrl(locale, 'category').url)}`);
    const listingHtml = (await listing?.text()) ?? '';
    if (configValue(shop.name, 'displayAdvent')) {
      const advent = /<div[^>]*data-testid="advent-banner"[^>]*>[\s\S]*?(<img[^>]*>)/.exec(listingHtml)?.[1] ?? '';
      expectLcpFirst(listingHtml, urlOf(advent), '(max-width: 1199px)');
    }
    const cards = [...listingHtml.matchAll(/<article[^>]*data-product-id[\s\S]*?(<img[^>]*>)/g)].map((match) => match[1] ?? '');
    expect(cards.length).toBeGreaterThan(4);
    // Without the banner the first card's image is the largest element on a phone: it comes first, with the card's own srcset.
    if (!configValue(shop.name, 'displayAdvent')) {
      expectLcpFirst(listingHtml, urlOf(cards[0] ?? ''));
      const [preloadTag] = imagePreloads(listingHtml);
      const srcSetOf = (tag: string) => /\b(?:imageSrcSet|srcSet)="([^"]+)"/i.exec(tag)?.[1] ?? 'none';
      expect(srcSetOf(preloadTag ?? '')).toBe(srcSetOf(cards[0] ?? ''));
    }
    for (const image of cards) {
      expect(image).toMatch(/\bsizes="\(max-width: 991px\) 50vw, 320px"/);
      expect(image).not.toMatch(/fetchPriority="high"/i);
    }
    expect(cards[0]).toMatch(/loading="eager"/);
    expect(cards.at(-1)).toMatch(/loading="lazy"/);
    // Two columns on a phone: the file drawn for a half-screen slot, not for twice the 320 px card.
    const first = page.locator('article[data-product-id] img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/[?&]w=(256|375|384)&/);
    await expectNoSeriousA11yViolations(page);

    const product = await page.goto(`/${encodeURI(currentUrl(locale, 'product').url)}`);
    const productHtml = (await product?.text()) ?? '';
    const gallery = /<img[^>]*data-testid="gallery-main"[^>]*>/.exec(productHtml)?.[0] ?? '';
    expectLcpFirst(productHtml, urlOf(gallery));
    await expectNoSeriousA11yViolations(page);
  });

  test('the favicon, touch icon, app icons and manifest are the shop\'s own, named in the head and cacheable', async ({ page, shop }) => {
    await page.goto('/');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
    const files = await page.evaluate(async () => {
      const paths = ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/icons/icon-192.png', '/icons/maskable-512.png', '/manifest.webmanifest', '/icons/other.png'];
      return Promise.all(
        paths.map(async (path) => {
          const response = await fetch(path);
          const bytes = new Uint8Array(await response.clone().arrayBuffer());
          return {
            path,
            status: response.status,
            type: response.headers.get('content-type'),
            cache: response.headers.get('cache-control'),
            head: Array.from(bytes.slice(0, 4)),
            text: response.headers.get('content-type')?.includes('png') || response.headers.get('content-type')?.includes('icon') ? '' : await response.text(),
          };
        }),
      );
    });
    const byPath = Object.fromEntries(files.map((file) => [file.path, file]));
    for (const file of files.filter((candidate) => candidate.path !== '/icons/other.png')) {
      expect(file.status, file.path).toBe(200);
      expect(file.cache, file.path).toMatch(/public, max-age=\d+/);
    }
    expect(byPath['/favicon.ico']).toMatchObject({ type: 'image/x-icon', head: [0, 0, 1, 0] });
    for (const path of ['/apple-touch-icon.png', '/icons/icon-192.png', '/icons/maskable-512.png']) expect(byPath[path]).toMatchObject({ type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47] });
    const storeName = String(configValue(shop.name, 'store_name'));
    const initials = storeName.split(' ').map((word) => word[0]).join('').slice(0, 2).toUpperCase();
    expect(byPath['/icon.svg']?.type).toBe('image/svg+xml');
    expect(byPath['/icon.svg']?.text).toContain(`>${initials}</text>`);
    expect(byPath['/manifest.webmanifest']?.type).toContain('application/manifest+json');
    const manifest = JSON.parse(byPath['/manifest.webmanifest']?.text ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: configValue(shop.name, 'site_name'), short_name: storeName, lang: shop.locale, start_url: '/', display: 'standalone' });
    expect(byPath['/icons/other.png']?.status).toBe(404);
  });
});
