import { embeddedShopEnv, portsFromEnv, usesEmbeddedBackend } from './stack-env';

describe('stack environment of npm start', () => {
  test('PORT and BACKEND_PORT override the default ports 3000 and 4000', () => {
    expect(portsFromEnv({})).toEqual({ port: 3000, backendPort: 4000 });
    expect(portsFromEnv({ PORT: '3300', BACKEND_PORT: '4400' })).toEqual({ port: 3300, backendPort: 4400 });
  });

  test('bad ports are refused with a clear message', () => {
    expect(() => portsFromEnv({ PORT: 'abc' })).toThrow("PORT must be a port number (1-65535), got 'abc'");
    expect(() => portsFromEnv({ BACKEND_PORT: '70000' })).toThrow('BACKEND_PORT must be a port number');
    expect(() => portsFromEnv({ BACKEND_PORT: '4190' })).toThrow('refuse to connect');
  });

  test('with no shop configuration the embedded reference backend is used', () => {
    expect(usesEmbeddedBackend({})).toBe(true);
    expect(usesEmbeddedBackend({ SHOP_TOKEN: 'x' })).toBe(false);
    expect(embeddedShopEnv(4000)).toMatchObject({ SHOP_API_URL: 'http://127.0.0.1:4000', SHOP_FAST_API: 'http://127.0.0.1:4000/fast', SHOP_LOCALE: 'de_AT' });
    // The tag manager comes from the reference backend's container stand-in, never from Google (ADR 0058).
    expect(embeddedShopEnv(4000).TAG_MANAGER_URL).toBe('http://127.0.0.1:4000');
  });
});
