import { normalizeHost, resolveShop, type ShopHosts } from './resolve-shop';
import { SHOPS } from '@/contract/shops';

const hosts: ShopHosts = { at: ['at.localhost'], de: ['de.localhost', 'shop.example.com'], ro: ['ro.localhost'] };

describe('host → shop', () => {
  test('S1-21 the German shop has country id 5', () => {
    const shop = resolveShop('www.sanitaer-haus.de', hosts);
    expect(shop.code).toBe('de');
    expect(shop.countryId).toBe(5);
    expect(shop.locale).toBe('de-DE');
  });

  test('S1-22 the Austrian shop has country id 13', () => {
    const shop = resolveShop('at.localhost:3000', hosts);
    expect(shop.code).toBe('at');
    expect(shop.countryId).toBe(13);
  });

  test('S1-23 the Romanian shop has country id 146', () => {
    const shop = resolveShop('RO.LOCALHOST', hosts);
    expect(shop.code).toBe('ro');
    expect(shop.countryId).toBe(146);
    expect(shop.theliaLocale).toBe('ro_RO');
  });

  test('S1-24 S1-25 S1-26 Austria (id 13, locale de_AT, language de) is the default for unknown hosts', () => {
    for (const host of ['localhost:3000', '127.0.0.1', undefined, '', 'example.com']) {
      const shop = resolveShop(host, hosts);
      expect(shop).toBe(SHOPS.at);
      expect(shop.theliaLocale).toBe('de_AT');
      expect(shop.language).toBe('de');
    }
  });

  test('configured hosts win over the top-level domain', () => {
    expect(resolveShop('shop.example.com', hosts).code).toBe('de');
  });

  test('top-level domains select the shop without configuration', () => {
    const none: ShopHosts = { at: [], de: [], ro: [] };
    expect(resolveShop('www.shop.at', none).code).toBe('at');
    expect(resolveShop('www.shop.ro.', none).code).toBe('ro');
    expect(resolveShop('shop.de:443', none).code).toBe('de');
  });

  test('a configured default shop is used for unknown hosts', () => {
    expect(resolveShop('example.com', hosts, 'ro').code).toBe('ro');
  });

  test('odd hosts fall back to the default shop', () => {
    for (const host of ['ex ample.ro', 'evil.ro/../x', '<script>.de', 'x'.repeat(300) + '.de', 'ünïcode.de', '[::1]:3000']) {
      expect(resolveShop(host, hosts).code).toBe('at');
    }
  });

  test('normalizeHost keeps the first forwarded host and drops the port', () => {
    expect(normalizeHost('De.Localhost:3000, proxy.internal')).toBe('de.localhost');
    expect(normalizeHost(null)).toBeNull();
  });
});
