import { test, expect, forEachShop, DEFAULT_SHOP } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { jsonLdOf, serverHtml } from '../support/server-html';

/** The home page's server HTML: language, landmarks, image loading, logo link and the Store's structured data. */
forEachShop((shop) => {
  const host = `${shop.host}:${E2E_PORTS.storefront}`;

  test('S2-01 S2-91 S2-92 S3-10 S1-27 the home page answers 200 in the shop language with header, footer, main navigation and featured products', async () => {
    const m = messagesOf(shop);
    const { status, $ } = await serverHtml('/', host);
    expect(status).toBe(200);
    expect($('html').attr('lang')).toBe(shop.locale);
    expect($('header').length).toBeGreaterThan(0);
    expect($('footer').length).toBeGreaterThan(0);
    expect($('main').length).toBe(1);
    expect($(`nav[aria-label="${m.Menu.mainNavLabel}"]`).length).toBe(1);
    expect($(`main ul[aria-label="${m.Home.featuredProducts}"] > li`).length).toBeGreaterThanOrEqual(4);
    expect($('main picture img').length).toBeGreaterThan(0);
  });

  test('S2-153 the Store structured data is emitted with phone and address', async () => {
    const { $ } = await serverHtml('/', host);
    const store = jsonLdOf($).find((item) => item['@type'] === 'Store');
    expect(store).toBeDefined();
    expect(store?.telephone).toBeTruthy();
    expect(store?.address).toMatchObject({ '@type': 'PostalAddress' });
  });
});

test('S2-71 below the first product cards, images load lazily', async () => {
  const { $ } = await serverHtml('/', `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`);
  const images = $(`main ul[aria-label="${messagesOf(DEFAULT_SHOP).Home.featuredProducts}"] img`);
  expect(images.length).toBeGreaterThan(2);
  expect(images.first().attr('loading')).not.toBe('lazy');
  expect(images.last().attr('loading')).toBe('lazy');
});

test('S2-101 the logo links to /', async () => {
  const { $ } = await serverHtml('/', `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`);
  const logo = $('header a').filter((_, link) => $(link).find('img').length > 0).first();
  expect(logo.attr('href')).toBe('/');
});
