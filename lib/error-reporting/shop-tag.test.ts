import type { ErrorEvent } from '@sentry/nextjs';
import { shopCodeOfHeaders, withShopTag } from './shop-tag';

const config = { locale: 'de_AT' as const, hosts: { at: ['at.localhost'], de: ['de.localhost'], ro: ['ro.localhost', 'www.casa.example'] }, trustForwardedHeaders: false };

describe('the shop tag of server events', () => {
  test('from the request host, by the storefront host resolution (configured hosts, top-level domains, default)', () => {
    expect(shopCodeOfHeaders({ host: 'ro.localhost:3000' }, config)).toBe('ro');
    expect(shopCodeOfHeaders({ host: 'www.casa.example' }, config)).toBe('ro');
    expect(shopCodeOfHeaders({ Host: 'www.sanitaer.de' }, config)).toBe('de');
    expect(shopCodeOfHeaders({ host: ['de.localhost'] }, config)).toBe('de');
    expect(shopCodeOfHeaders({}, config)).toBe('at');
  });

  test('a forwarded host counts only behind a trusted proxy', () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'de.localhost' };
    expect(shopCodeOfHeaders(headers, config)).toBe('at');
    expect(shopCodeOfHeaders(headers, { ...config, trustForwardedHeaders: true })).toBe('de');
  });

  test('an event keeps its tag, gets one from its request, or none without a request', () => {
    const tagged: ErrorEvent = { type: undefined, tags: { shop: 'ro' }, request: { headers: { host: 'de.localhost' } } };
    expect(withShopTag(tagged, config).tags).toEqual({ shop: 'ro' });
    expect(withShopTag({ type: undefined, tags: { kind: 'x' }, request: { headers: { host: 'de.localhost' } } }, config).tags).toEqual({ kind: 'x', shop: 'de' });
    const startUp: ErrorEvent = { type: undefined, message: 'start-up' };
    expect(withShopTag(startUp, config).tags).toBeUndefined();
  });
});
