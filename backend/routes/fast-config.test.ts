import { z } from 'zod';
import { productListResponseSchema } from '@/contract/product';
import { rewritingResponseSchema } from '@/contract/rewriting';
import { localeConfigResponseSchema, taxRequirementsSchema } from '@/contract/locale-config';
import { STORE_CONFIG_NAMES, headerInfoSchema, salesBarSchema, systemConfigResponseSchema, tagManagerSchema } from '@/contract/system-config';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';
import { TAG_MANAGER_CONTAINERS } from '@/backend/db/seed/config-system';
import { TAG_MANAGER_CONTAINER_PATTERN } from '@/contract/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const localeConfig = async (locale: string) => {
  const [config] = await t.getParsed(`/fast/locale_config/custom_attribute/?locale=${locale}`, localeConfigResponseSchema);
  if (!config) throw new Error('no config');
  return config;
};
const vat = (base64: string) => taxRequirementsSchema.parse(JSON.parse(Buffer.from(base64, 'base64').toString('utf8'))).percent;

describe('GET /fast/locale_config/custom_attribute/', () => {
  it('fills each shop: country, VAT, currency and switches', async () => {
    const at = await localeConfig('de_AT');
    const de = await localeConfig('de_DE');
    const ro = await localeConfig('ro_RO');
    expect([at.country_id, de.country_id, ro.country_id]).toEqual([13, 5, 146]);
    expect([vat(at.tax_serialized_requirements), vat(de.tax_serialized_requirements), vat(ro.tax_serialized_requirements)]).toEqual([20, 19, 21]);
    expect([at.currency_code, de.currency_code, ro.currency_code]).toEqual(['EUR', 'EUR', 'RON']);
    expect([at.currency_rate, ro.currency_rate, ro.currency_symbol]).toEqual([1, 4.97, 'lei']);
    expect([at.displayAdvent, de.displayAdvent, ro.displayAdvent]).toEqual([true, false, false]);
    expect([at.display_buttons_ANPC, de.display_buttons_ANPC, ro.display_buttons_ANPC]).toEqual([false, false, true]);
    expect([at.display_dispute_links, de.display_dispute_links, ro.display_dispute_links]).toEqual([false, false, false]);
    expect(de.tiktok_url).toBeNull();
    expect(at.next_day_cutoff).toBe('13:00');
    for (const c of [at, de, ro]) {
      if (c.phone_regex !== null) expect(() => new RegExp(c.phone_regex ?? '')).not.toThrow();
      expect(c.withdrawal_form_url).toMatch(/^\/media\/.+\.pdf$/);
      expect(c.payment_logos?.length).toBeGreaterThan(2);
    }
  });

  it('points homepage products, banners and menu links at real objects of the locale', async () => {
    for (const locale of ['de_AT', 'de_DE', 'ro_RO']) {
      const c = await localeConfig(locale);
      expect(c.homepage_product_ids.length).toBeGreaterThanOrEqual(8);
      const products = await t.getParsed(`/api/products_list/?id=${c.homepage_product_ids.join(',')}&locale=${locale}&limit=100`, productListResponseSchema);
      expect(products.products).toHaveLength(c.homepage_product_ids.length);
      expect(c.homepage_banners.length).toBeGreaterThanOrEqual(2);
      const links = [...c.homepage_banners.map((b) => b.link), ...c.links_left_menu.map((l) => l.url), ...c.links_right_menu.map((l) => l.url)];
      for (const link of links) {
        const resolved = await t.getParsed(`/api/rewriting?view_locale=${locale}&view_url=${encodeURIComponent(link)}`, rewritingResponseSchema);
        expect(resolved.redirected_url).toBeNull();
      }
      expect(c.links_left_menu).toHaveLength(5);
      // Contact, about us, imprint, terms, data protection and the accessibility statement.
      expect(c.links_right_menu).toHaveLength(6);
      expect(c.menu_category_ids).toHaveLength(5);
      expect(Object.keys(c.category_icon)).toHaveLength(5);
    }
  });

  it('S7-51 the chat badge is switched on with its key (the WhatsApp number) in the Romanian shop only', async () => {
    for (const locale of ['de_AT', 'de_DE', 'ro_RO']) {
      const c = await localeConfig(locale);
      const romanian = locale === 'ro_RO';
      expect([locale, c.whatsapp_badge_display, c.whatsapp_number ?? null]).toEqual([locale, romanian, romanian ? '+40 721 234 567' : null]);
    }
  });

  it('S3-05 holds the price fields: config_min_price, multiplier, textInCart, categories_0_vat, categories_title_0_vat, price_request_product_ids', async () => {
    for (const locale of ['de_AT', 'de_DE', 'ro_RO']) {
      const c = await localeConfig(locale);
      expect(c.config_min_price).toBeGreaterThanOrEqual(0);
      expect(c.multiplier).toBeGreaterThan(0);
      expect(c.textInCart.length).toBeGreaterThan(10);
      expect(c.categories_0_vat).toEqual([]);
      expect(c.categories_title_0_vat).toBe('');
      expect(c.price_request_product_ids.length).toBeGreaterThan(0);
      const onRequest = await t.getParsed(`/api/products_list/?id=${c.price_request_product_ids.join(',')}&locale=${locale}&limit=100`, productListResponseSchema);
      expect(onRequest.products).toHaveLength(c.price_request_product_ids.length);
    }
  });

  it('rejects an unknown locale', async () => {
    await t.expectError('/fast/locale_config/custom_attribute/?locale=en_US', 400);
  });
});

describe('GET /fast/system_config/custom_attribute/', () => {
  it('answers every store setting, Romanian values for ro_RO', async () => {
    const all = await t.getParsed('/fast/system_config/custom_attribute/', systemConfigResponseSchema);
    const names = all.map((e) => e.name);
    for (const name of STORE_CONFIG_NAMES) expect(names).toContain(name);
    expect(all.find((e) => e.name === 'store_phone')?.value).toBe('+43 1 234 56 78');
    const ro = await t.getParsed('/fast/system_config/custom_attribute/?variable_name=store_phone,store_city&locale=ro_RO', systemConfigResponseSchema);
    expect(ro).toEqual([{ name: 'store_phone', value: '+40 21 123 45 67' }, { name: 'store_city', value: 'București' }]);
    const one = await t.getParsed('/fast/system_config/custom_attribute/?variable_name=support_time', systemConfigResponseSchema);
    expect(one).toEqual([{ name: 'support_time', value: 'Mo–Do 8:00–17:00, Fr 8:00–13:00' }]);
    await t.expectError('/fast/system_config/custom_attribute/?variable_name=%3Cscript%3E', 400);
  });
});

describe('GET /fast/module_config_i18n/custom_attribute', () => {
  it('answers the sales bar per shop', async () => {
    // The threshold as the shop writes amounts (shop-facts.ts: the cart's postage rule): '€ 50,00', '50,00 €', '1.000,00 lei'.
    const messages: Record<string, string> = {
      de_AT: 'Gratis Paketversand ab €\u00a050,00',
      de_DE: 'Gratis Paketversand ab 50,00\u00a0€',
      ro_RO: 'Livrare gratuită de la 1.000,00\u00a0lei',
    };
    for (const [locale, message] of Object.entries(messages)) {
      const bar = await t.getParsed(`/fast/module_config_i18n/custom_attribute?module_name=SalesBar&locale=${locale}`, salesBarSchema);
      expect(bar).toMatchObject({ module_active: true, salesbar_active: true, salesbar_message: message });
      const link = await t.getParsed(`/api/rewriting?view_locale=${locale}&view_url=${encodeURIComponent(bar.salesbar_link)}`, rewritingResponseSchema);
      expect(link.view).toBe('content');
    }
  });

  it('answers the header info and 404s for unknown modules', async () => {
    const info = await t.getParsed('/fast/module_config_i18n/custom_attribute?module_name=HeaderInfo&locale=ro_RO', headerInfoSchema);
    expect(info.text).toContain('+40');
    await t.expectError('/fast/module_config_i18n/custom_attribute?module_name=Unknown', 404);
    await t.expectError('/fast/module_config_i18n/custom_attribute?module_name=../../x', 400);
  });

  it('S7-45 answers each shop its own tag-manager container', async () => {
    const code = async (locale: string) => (await t.getParsed(`/fast/google_tag_manager?locale=${locale}`, tagManagerSchema)).googletagmanager_trackingcode;
    const codes = [await code('de_AT'), await code('de_DE'), await code('ro_RO')];
    expect(codes).toEqual([TAG_MANAGER_CONTAINERS.at, TAG_MANAGER_CONTAINERS.de, TAG_MANAGER_CONTAINERS.ro]);
    expect(new Set(codes).size).toBe(3);
    for (const value of codes) expect(value).toMatch(TAG_MANAGER_CONTAINER_PATTERN);
    await t.expectError('/fast/google_tag_manager?locale=xx_XX', 400);
  });
});

describe('response typing', () => {
  it('keeps the locale config on the wire format (comma lists, 0/1 flags)', async () => {
    const raw = (await t.get('/fast/locale_config/custom_attribute/?locale=de_AT')).json();
    const wire = z.array(z.object({ homepage_product_ids: z.string(), displayAdvent: z.union([z.number(), z.boolean()]) })).parse(raw);
    expect(wire[0]?.homepage_product_ids).toMatch(/^\d+(,\d+)+$/);
  });
});
