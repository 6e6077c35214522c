import { test, expect, messagesOf, EVERY_SHOP } from './support/fixtures';
import { currentUrl, theliaLocaleOf } from './support/catalog-urls';
import { firstE2eRow } from './support/e2e-db';
import { atPhoneWidths, expectPhoneHeader, horizontalOverflow } from './support/mobile-layout';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A visible product with one variant or with several, in the locale. */
function productUrl(locale: string, variants: 'one' | 'several'): string {
  return firstE2eRow<{ url: string }>(
    `SELECT r.url FROM rewriting_url r JOIN product p ON p.id = r.view_id
     WHERE r.view = 'product' AND r.view_locale = ? AND r.redirected IS NULL AND p.visible = 1
       AND (SELECT count(*) FROM product_sale_elements e WHERE e.product_id = p.id) ${variants === 'one' ? '= 1' : '> 1'}
     ORDER BY r.id LIMIT 1`,
    locale,
  ).url;
}

/** A post of the blog folder, in the locale. */
function blogPostUrl(locale: string): string {
  return firstE2eRow<{ url: string }>(
    `SELECT r.url FROM rewriting_url r JOIN content_folder cf ON cf.content_id = r.view_id
     WHERE r.view = 'content' AND r.view_locale = ? AND r.redirected IS NULL
       AND cf.folder_id = (SELECT view_id FROM rewriting_url WHERE view = 'folder' AND url = 'blog' LIMIT 1)
     ORDER BY r.id LIMIT 1`,
    locale,
  ).url;
}

// The home page and a listing are checked in every shop (their header bars and sort control hold the shop's texts):
// e2e/mobile-header-row.spec.ts and the listing's journey below. The other page kinds' layout is the same everywhere.
test('no page kind is wider than a phone (brand listing, product pages, search, cart, content page, blog, showrooms, brands, login, not found), and a product page keeps the header in one row and its bars one line each (360, 390 and 414 px)', async ({ page, shop }) => {
  test.slow();
  const locale = theliaLocaleOf(shop.name);
  const products = [`/${productUrl(locale, 'several')}`, `/${productUrl(locale, 'one')}`].map((path) => encodeURI(path));
  const others = [
    '/search/Grohe',
    '/cart',
    `/${currentUrl(locale, 'content', `AND (t.postscriptum IS NULL OR t.postscriptum NOT LIKE '{%')`).url}`,
    `/${blogPostUrl(locale)}`,
    '/blog',
    '/showrooms',
    '/brands',
    '/login-register',
    '/no-such-page-here',
  ].map((path) => encodeURI(path));
  const pages = [encodeURI(`/${currentUrl(locale, 'brand').url}`), ...products, ...others];
  await atPhoneWidths(page, pages, async (path, width) => {
    expect(await horizontalOverflow(page), `${path} at ${width} px`).toEqual([]);
    if (products.includes(path)) await expectPhoneHeader(page, `${path} at ${width} px`);
  });
});

test(
  "in the shop's texts the sort control of a listing shows every order whole on a phone; the listing is no wider than the phone and keeps the header in one row and its bars one line each (360, 390 and 414 px)",
  EVERY_SHOP,
  async ({ page, shop }) => {
    const locale = theliaLocaleOf(shop.name);
    const m = messagesOf(shop);
    await atPhoneWidths(page, [encodeURI(`/${currentUrl(locale, 'category').url}`)], async (path, width) => {
      const select = page.getByRole('main').getByRole('combobox', { name: m.Listing.sort });
      // The select as wide as the browser makes it to show its widest option whole (max-content), against its width.
      const cut = await select.evaluate((element: HTMLSelectElement) => {
        const probe = element.cloneNode(true) as HTMLSelectElement;
        probe.style.cssText = 'position:absolute;visibility:hidden;flex:none;width:max-content;min-width:0;max-width:none';
        element.parentElement!.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const has = element.getBoundingClientRect().width;
        return has + 0.5 < needed ? [`${Math.round(has)} px of the ${Math.round(needed)} px its widest option needs`] : [];
      });
      expect(cut, `${path} at ${width} px`).toEqual([]);
      expect(await horizontalOverflow(page), `${path} at ${width} px`).toEqual([]);
      await expectPhoneHeader(page, `${path} at ${width} px`);
    });
  },
);
