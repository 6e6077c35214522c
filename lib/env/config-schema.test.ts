import { describeConfigProblem, readConfig } from './config-schema';

const complete = {
  SHOP_API_URL: 'http://127.0.0.1:4000',
  SHOP_FAST_API: 'http://127.0.0.1:4000/fast/',
  SHOP_TOKEN: 'secret',
  SHOP_LANGUAGE: 'de',
  SHOP_LOCALE: 'de_AT',
  SHOP_HOSTS_AT: 'at.localhost, WWW.Example.AT',
};

describe('configuration', () => {
  test('S5-46 a complete config holds apiUrl, fastApi, token, language and locale', () => {
    const result = readConfig(complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.apiUrl).toBe('http://127.0.0.1:4000');
    expect(result.data.fastApi).toBe('http://127.0.0.1:4000/fast');
    expect(result.data.locale).toBe('de_AT');
    expect(result.data.hosts.at).toEqual(['at.localhost', 'www.example.at']);
    expect(result.data.hosts.ro).toEqual([]);
  });

  test('S5-47 a config missing keys names every missing one', () => {
    const result = readConfig({ SHOP_LANGUAGE: 'de', SHOP_FAST_API: 'http://x.test' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.missing).toEqual(['apiUrl (SHOP_API_URL)', 'token (SHOP_TOKEN)', 'locale (SHOP_LOCALE)']);
    expect(describeConfigProblem(result.error)).toContain('missing: apiUrl (SHOP_API_URL), token (SHOP_TOKEN), locale (SHOP_LOCALE)');
  });

  test('blank values count as missing', () => {
    const result = readConfig({ ...complete, SHOP_TOKEN: '   ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.missing).toEqual(['token (SHOP_TOKEN)']);
  });

  test('invalid values are named, not reported as missing', () => {
    const result = readConfig({ ...complete, SHOP_API_URL: 'ftp://backend', SHOP_LOCALE: 'fr_FR' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.missing).toEqual([]);
    expect(result.error.invalid).toEqual(['apiUrl (SHOP_API_URL)', 'locale (SHOP_LOCALE)']);
  });

  test('ORDER_LINK_SECRET is read when set (at least 16 characters) and absent otherwise', () => {
    const set = readConfig({ ...complete, ORDER_LINK_SECRET: ' a-long-order-link-secret ' });
    expect(set.ok && set.data.orderLinkSecret).toBe('a-long-order-link-secret');
    const unset = readConfig(complete);
    expect(unset.ok && unset.data.orderLinkSecret).toBeUndefined();
    const short = readConfig({ ...complete, ORDER_LINK_SECRET: 'short' });
    expect(short.ok ? [] : short.error.invalid).toEqual(['orderLinkSecret']);
  });

  test('REQUEST_LOG is json or off (any case), unset by default; anything else is named as invalid', () => {
    expect(readConfig({ ...complete, REQUEST_LOG: ' OFF ' })).toMatchObject({ ok: true, data: { requestLog: 'off' } });
    const unset = readConfig(complete);
    expect(unset.ok && unset.data.requestLog).toBeUndefined();
    const verbose = readConfig({ ...complete, REQUEST_LOG: 'verbose' });
    expect(verbose.ok ? [] : verbose.error.invalid).toEqual(['requestLog']);
  });
});

describe('checkout configuration', () => {
  test('CHECKOUT_COOKIE_SECRET and STRIPE_CHECKOUT_URL are optional and read as given', () => {
    const none = readConfig(complete);
    expect(none.ok && none.data.checkoutCookieSecret === undefined && none.data.stripeCheckoutUrl === undefined).toBe(true);
    const set = readConfig({ ...complete, CHECKOUT_COOKIE_SECRET: 'a-checkout-secret-1', STRIPE_CHECKOUT_URL: 'https://checkout.example/c/pay/' });
    expect(set.ok).toBe(true);
    if (!set.ok) return;
    expect(set.data.checkoutCookieSecret).toBe('a-checkout-secret-1');
    // Kept with its trailing slash: the session id is appended to it.
    expect(set.data.stripeCheckoutUrl).toBe('https://checkout.example/c/pay/');
  });

  test('a short CHECKOUT_COOKIE_SECRET or a STRIPE_CHECKOUT_URL that is not http(s) is named as invalid', () => {
    const result = readConfig({ ...complete, CHECKOUT_COOKIE_SECRET: 'short', STRIPE_CHECKOUT_URL: 'javascript:alert(1)' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.invalid).toEqual(['checkoutCookieSecret', 'stripeCheckoutUrl']);
  });

  test('REDIS_URL is optional; a redis:// or rediss:// URL is read as given, anything else refuses to start by name', () => {
    const unset = readConfig(complete);
    expect(unset.ok && unset.data.redisUrl).toBeUndefined();
    const set = readConfig({ ...complete, REDIS_URL: ' redis://:pw@127.0.0.1:6379/0 ' });
    expect(set.ok && set.data.redisUrl).toBe('redis://:pw@127.0.0.1:6379/0');
    expect(readConfig({ ...complete, REDIS_URL: 'rediss://cache.example:6380' }).ok).toBe(true);
    for (const bad of ['http://127.0.0.1:6379', '127.0.0.1:6379']) {
      const result = readConfig({ ...complete, REDIS_URL: bad });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.invalid).toEqual(['redisUrl']);
      expect(describeConfigProblem(result.error)).toContain('invalid: redisUrl');
    }
  });

  test('VARNISH_URLS: none by default, a list of http(s) base URLs, anything else named as invalid', () => {
    const none = readConfig(complete);
    expect(none.ok && none.data.varnishUrls).toEqual([]);
    const two = readConfig({ ...complete, VARNISH_URLS: ' http://127.0.0.1:3480 ,https://cache.example/ ' });
    expect(two.ok && two.data.varnishUrls).toEqual(['http://127.0.0.1:3480', 'https://cache.example/']);
    const bad = readConfig({ ...complete, VARNISH_URLS: 'http://127.0.0.1:3480,127.0.0.1:3481' });
    expect(bad.ok ? [] : bad.error.invalid).toEqual(['varnishUrls']);
  });
});
