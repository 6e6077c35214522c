import { localeConfigResponseSchema, localeConfigSchema, type LocaleConfig } from '@/contract/locale-config';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { enabledProviders, reviewsBadgeQuery } from './review-providers';

let t: TestApp;
const configs: Record<'at' | 'de' | 'ro', LocaleConfig> = {} as Record<'at' | 'de' | 'ro', LocaleConfig>;

beforeAll(async () => {
  t = await createTestApp();
  for (const [shop, locale] of [['at', 'de_AT'], ['de', 'de_DE'], ['ro', 'ro_RO']] as const) {
    const [config] = await t.getParsed(`/fast/locale_config/custom_attribute/?locale=${locale}`, localeConfigResponseSchema);
    if (!config) throw new Error(`no config for ${locale}`);
    configs[shop] = config;
  }
});
afterAll(async () => {
  await t.close();
});

const off = { footer: false, badge: false };
/** The Austrian config with every trust widget switched off, to switch on one at a time. */
const bare = (): LocaleConfig => ({ ...configs.at, shopvote_display: off, trustedshop_display: off, searchrating_display: off });

describe('trust widgets switched by the locale config', () => {
  test('S3-03 S3-04 the seeded shops: each widget has its id and a footer and a badge boolean', () => {
    expect(enabledProviders(configs.at, 'footer')).toEqual([
      { provider: 'shopvote', shopId: '17311' },
      { provider: 'searchrating', shopId: 'SR-AT-48213' },
    ]);
    expect(enabledProviders(configs.at, 'badge').map(({ provider }) => provider)).toEqual(['shopvote', 'searchrating']);
    // Germany: ShopVote in the footer only, Trusted Shops in both.
    expect(enabledProviders(configs.de, 'footer').map(({ provider }) => provider)).toEqual(['shopvote', 'trustedshops']);
    expect(enabledProviders(configs.de, 'badge')).toEqual([{ provider: 'trustedshops', shopId: 'X3F9A1C27B6D4E8F0A1B2C3D4E5F6A7B8' }]);
    expect(enabledProviders(configs.ro, 'footer')).toEqual([]);
    expect(enabledProviders(configs.ro, 'badge')).toEqual([]);
  });

  test('S1-33 the shop-rating badge shows only when switched on by config', () => {
    expect(enabledProviders(bare(), 'footer')).toEqual([]);
    const on = { ...bare(), shopvote_display: { footer: true, badge: false } };
    expect(enabledProviders(on, 'footer')).toEqual([{ provider: 'shopvote', shopId: '17311' }]);
    expect(enabledProviders(on, 'badge')).toEqual([]);
    expect(enabledProviders({ ...on, shopvote_shop_id: null }, 'footer')).toEqual([]);
  });

  test('S1-34 the second trust badge shows only when switched on by config', () => {
    const withId = { ...bare(), trusted_shop_id: 'XTEST' };
    expect(enabledProviders(withId, 'badge')).toEqual([]);
    const on = { ...withId, trustedshop_display: { footer: false, badge: true } };
    expect(enabledProviders(on, 'badge')).toEqual([{ provider: 'trustedshops', shopId: 'XTEST' }]);
    expect(enabledProviders(on, 'footer')).toEqual([]);
    expect(enabledProviders({ ...on, trusted_shop_id: '  ' }, 'badge')).toEqual([]);
  });

  test('S1-35 the search-engine rating badge shows only when switched on by config; a backend without its fields shows none', async () => {
    const on = { ...bare(), searchrating_display: { footer: true, badge: true } };
    expect(enabledProviders(on, 'badge')).toEqual([{ provider: 'searchrating', shopId: 'SR-AT-48213' }]);
    expect(enabledProviders(bare(), 'badge')).toEqual([]);
    const [wire] = (await t.get('/fast/locale_config/custom_attribute/?locale=de_AT')).json() as Array<Record<string, unknown>>;
    const { searchrating_shop_id: _id, searchrating_display: _display, ...older } = wire ?? {};
    const parsed = localeConfigSchema.parse({ ...older, shopvote_display: { footer: 0, badge: 0 } });
    expect(parsed.searchrating_shop_id).toBeNull();
    expect(enabledProviders(parsed, 'footer')).toEqual([]);
  });
});

describe('the reviews widget GET', () => {
  test('S7-50 asks with shopid, type, src and lang', () => {
    const query = reviewsBadgeQuery({ shopId: '17311', src: 'https://www.sanitaer-haus.at', lang: 'de' });
    expect(Object.fromEntries(query)).toEqual({ shopid: '17311', type: 'badge', src: 'https://www.sanitaer-haus.at', lang: 'de' });
    expect(query.toString()).toBe('shopid=17311&type=badge&src=https%3A%2F%2Fwww.sanitaer-haus.at&lang=de');
  });

  test('an id with reserved characters stays one parameter', () => {
    expect(reviewsBadgeQuery({ shopId: 'a&type=x', src: 'https://x.example', lang: 'ro' }).getAll('type')).toEqual(['badge']);
  });
});
