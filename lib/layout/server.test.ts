import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { fail, ok } from '@/lib/api/result';
import type { SalesBar } from '@/contract/system-config';
import { API_CACHE_SECONDS, LOCALE_CONFIG_CACHE_SECONDS } from '@/contract/constants';
import { SHOPS } from '@/contract/shops';
import { activeSalesBar } from './sales-bar';

/**
 * The storefront's layout reads against the reference backend, end to end over HTTP: the contract holds, the
 * requests carry JSON headers and the shop token, and each read asks Next's data cache for the spec's cache time.
 */
type Call = { url: string; headers: Headers; next: { revalidate?: number; tags?: string[] } | undefined };

describe('layout data from the helper API and backend', () => {
  let backend: TestApp;
  const calls: Call[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    backend = await createTestApp();
    const { port } = backend.app.server.address() as AddressInfo;
    Object.assign(process.env, {
      SHOP_API_URL: `http://127.0.0.1:${port}`,
      SHOP_FAST_API: `http://127.0.0.1:${port}/fast`,
      SHOP_TOKEN: TEST_TOKEN,
      SHOP_LANGUAGE: 'de',
      SHOP_LOCALE: 'de_AT',
    });
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit & { next?: Call['next'] }) => {
      const request = input instanceof Request ? input : new Request(input);
      calls.push({ url: request.url, headers: request.headers, next: init?.next });
      return realFetch(input, init);
    }) as typeof fetch;
  }, 60_000);

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await backend.close();
  });

  const load = async () => (await import('./server')).getLayoutData;

  test('S1-32 S3-01 S3-06 S3-07 S3-08 S3-09 the locale config comes per locale from the helper API with every field', async () => {
    const getLayoutData = await load();
    for (const shop of Object.values(SHOPS)) {
      const data = await getLayoutData(shop);
      expect(data.config.lang_locale).toBe(shop.theliaLocale);
      expect(data.config.country_id).toBe(shop.countryId);
      expect(data.config.store_name).not.toBe('');
      expect(data.config.logo).toMatch(/^\/media\//);
      expect(data.config.cartoon_404).toMatch(/^\/media\//);
      expect(typeof data.config.display_country_header).toBe('boolean');
      expect(Array.isArray(data.config.menu_category_ids)).toBe(true);
      expect(data.config.links_left_menu.length).toBeGreaterThan(0);
    }
  });

  test('S3-11 S3-48 S3-52 S3-53 S7-46 countries, store settings, header info and the menu tree', async () => {
    const data = await (await load())(SHOPS.de);
    expect(data.countries.find((country) => country.id === 5)).toMatchObject({ isoalpha2: 'DE' });
    expect(data.store.phone).not.toBe('');
    expect(data.store.supportTimeMoTh).not.toBe('');
    expect(data.headerInfo?.text).toBeTruthy();
    expect(data.menu[0]).toEqual(expect.objectContaining({ Id: expect.any(Number), Title: expect.any(String), URL: expect.any(String), children: expect.any(Array) }));
  });

  test('S7-47 S3-51 the sales bar module is queried by module_name', async () => {
    const data = await (await load())(SHOPS.ro);
    expect(data.salesBar?.salesbar_message).toMatch(/1\.000,00\slei/);
    expect(calls.some((call) => call.url.includes('module_config_i18n/custom_attribute') && call.url.includes('module_name=SalesBar'))).toBe(true);
  });

  test('S9-10 S9-11 S9-12 the VAT of each shop comes from the backend tax rule', async () => {
    const getLayoutData = await load();
    expect((await getLayoutData(SHOPS.at)).vatPercent).toBe(20);
    expect((await getLayoutData(SHOPS.de)).vatPercent).toBe(19);
    expect((await getLayoutData(SHOPS.ro)).vatPercent).toBe(21);
  });

  test('S7-01 S6-07 S7-36 requests carry JSON headers and the shop token as bearer token', async () => {
    await (await load())(SHOPS.at);
    const configCall = calls.find((call) => call.url.includes('/fast/locale_config/custom_attribute/'));
    expect(configCall?.headers.get('accept')).toBe('application/json');
    expect(configCall?.headers.get('content-type')).toBe('application/json');
    expect(configCall?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  test('S9-04 S9-05 reads are cached: API calls 300 s, the locale config 10 minutes, each tagged', async () => {
    await (await load())(SHOPS.at);
    const localeConfig = calls.find((call) => call.url.includes('locale_config/custom_attribute'));
    expect(localeConfig?.next).toEqual({ revalidate: LOCALE_CONFIG_CACHE_SECONDS, tags: ['config:de_AT'] });
    expect(LOCALE_CONFIG_CACHE_SECONDS).toBe(600);
    const menu = calls.find((call) => call.url.includes('category_menu/custom_attribute'));
    expect(menu?.next).toEqual({ revalidate: API_CACHE_SECONDS, tags: ['menu:de_AT'] });
    expect(API_CACHE_SECONDS).toBe(300);
  });
});

describe('sales bar', () => {
  const bar: SalesBar = {
    module_active: true,
    salesbar_active: true,
    salesbar_message: 'Gratis Versand',
    salesbar_link: 'versandkosten',
    salesbar_link_text: 'Mehr',
    salesbar_dismiss_button: true,
    salesbar_color: '#fff',
    salesbar_background: '#000',
  };

  test('S3-49 an active bar is shown', () => {
    expect(activeSalesBar(ok(bar))).toBe(bar);
  });

  test('S4-70 the sales bar is hidden when its module is deactivated or missing', () => {
    expect(activeSalesBar(ok({ ...bar, module_active: false }))).toBeNull();
    expect(activeSalesBar(fail('not-found', 'no module', 404))).toBeNull();
  });

  test('S4-71 the sales bar is hidden when salesbar_active is off', () => {
    expect(activeSalesBar(ok({ ...bar, salesbar_active: false }))).toBeNull();
  });
});
