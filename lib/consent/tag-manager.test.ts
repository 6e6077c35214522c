import { containerIdOf, tagManagerBase, tagManagerScriptUrl } from './tag-manager';
import { DEFAULT_TAG_MANAGER_URL, tagManagerCspSources, tagManagerOrigin } from './tag-manager-csp.cjs';

describe('the tag manager of a shop', () => {
  test('S7-45 a configured googletagmanager_trackingcode is the container; an empty or foreign code is none', () => {
    expect(containerIdOf({ googletagmanager_trackingcode: 'GTM-5XKQ7ZT' })).toBe('GTM-5XKQ7ZT');
    expect(containerIdOf({ googletagmanager_trackingcode: ' gtm-5xkq7zt ' })).toBe('GTM-5XKQ7ZT');
    expect(containerIdOf({ googletagmanager_trackingcode: '' })).toBeNull();
    expect(containerIdOf({ googletagmanager_trackingcode: 'UA-12345-1' })).toBeNull();
    expect(containerIdOf({ googletagmanager_trackingcode: 'GTM-"><script>' })).toBeNull();
  });

  test('gtm.js comes from TAG_MANAGER_URL, else from Google', () => {
    expect(tagManagerBase({})).toBe(DEFAULT_TAG_MANAGER_URL);
    expect(tagManagerBase({ TAG_MANAGER_URL: ' ' })).toBe(DEFAULT_TAG_MANAGER_URL);
    expect(tagManagerBase({ TAG_MANAGER_URL: 'http://127.0.0.1:4100/' })).toBe('http://127.0.0.1:4100');
    expect(tagManagerScriptUrl('https://www.googletagmanager.com', 'GTM-5XKQ7ZT')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-5XKQ7ZT');
  });

  test("the policy allows the tag manager's origin, and with Google's also where its tags send", () => {
    expect(tagManagerOrigin('http://127.0.0.1:4100/x')).toBe('http://127.0.0.1:4100');
    expect(tagManagerOrigin('javascript:alert(1)')).toBeNull();
    expect(tagManagerCspSources('http://127.0.0.1:4100')).toEqual({
      script: ['http://127.0.0.1:4100'],
      connect: ['http://127.0.0.1:4100'],
      img: ['http://127.0.0.1:4100'],
    });
    const google = tagManagerCspSources(undefined);
    expect(google.script).toContain('https://www.googletagmanager.com');
    expect(google.connect).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    expect(tagManagerCspSources('ftp://example.com')).toEqual({ script: [], connect: [], img: [] });
  });
});
