import { DEFAULT_LAST_LOCATION, afterLoginPath, isSameSitePath, rememberedPath } from './last-location';

describe('lastLocation', () => {
  test('S3-55 lastLocation defaults to /', () => {
    expect(DEFAULT_LAST_LOCATION).toBe('/');
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath(undefined)).toBe('/');
  });

  test('S4-12 the last visited path (with its query) is stored and followed after login', () => {
    expect(rememberedPath('/cart')).toBe('/cart');
    expect(rememberedPath('/search/lampe?page=2')).toBe('/search/lampe?page=2');
    expect(afterLoginPath('/wishlist')).toBe('/wishlist');
  });

  test('S4-13 /login-register and /forgot-password (and /logout) are not stored', () => {
    expect(rememberedPath('/login-register')).toBeNull();
    expect(rememberedPath('/login-register?tab=register')).toBeNull();
    expect(rememberedPath('/forgot-password')).toBeNull();
    expect(rememberedPath('/forgot-password/abc')).toBeNull();
    expect(rememberedPath('/logout')).toBeNull();
    expect(rememberedPath('/login-registered')).toBe('/login-registered');
  });

  test('only same-site paths are followed: no open redirect', () => {
    for (const value of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example', 'https:evil.example', 'javascript:alert(1)', ' /x', '/\t/evil.example', '', 'evil.example']) {
      expect(afterLoginPath(value)).toBe('/');
    }
    expect(isSameSitePath('/\n/evil.example')).toBe(false);
    expect(isSameSitePath('/account')).toBe(true);
  });
});
