import {
  AFTER_LOGIN_DEFAULT,
  DEFAULT_LAST_LOCATION,
  afterLoginPath,
  isSameSitePath,
  loginPathFor,
  rememberedPath,
  returnToOf,
} from './last-location';

const EVIL = ['//evil.com', '//evil.com/account', 'https://evil.com', 'https://evil.com/account', '/\\evil.com', '\\\\evil.com', 'https:evil.com', 'javascript:alert(1)', ' /x', '/\t/evil.com', '', 'evil.com', '/%0a/evil.com'.replace('%0a', '\n')];

describe('after login', () => {
  test('S3-55 lastLocation defaults to /, and with nothing remembered the shopper goes to the account, not the home page', () => {
    expect(DEFAULT_LAST_LOCATION).toBe('/');
    expect(AFTER_LOGIN_DEFAULT).toBe('/account');
    expect(afterLoginPath(null, null)).toBe('/account');
    expect(afterLoginPath(undefined, undefined)).toBe('/account');
    expect(afterLoginPath(null, '/')).toBe('/account');
  });

  test('S4-12 the last visited path (with its query) is stored and followed after login', () => {
    expect(rememberedPath('/cart')).toBe('/cart');
    expect(rememberedPath('/search/lampe?page=2')).toBe('/search/lampe?page=2');
    expect(afterLoginPath(null, '/wishlist')).toBe('/wishlist');
  });

  test('the page that asked for the login (returnTo) comes first', () => {
    expect(afterLoginPath('/account/addresses', '/cart')).toBe('/account/addresses');
    expect(afterLoginPath('/checkout', null)).toBe('/checkout');
    expect(afterLoginPath('/account/order/12?x=1', null)).toBe('/account/order/12?x=1');
  });

  test('S4-13 /login-register, /forgot-password, /set-password and /logout are not stored, nor returned to', () => {
    for (const path of ['/login-register', '/login-register?tab=register', '/forgot-password', '/forgot-password/abc', '/set-password/abc', '/logout']) {
      expect(rememberedPath(path)).toBeNull();
      expect(afterLoginPath(path, null)).toBe('/account');
    }
    expect(rememberedPath('/login-registered')).toBe('/login-registered');
  });

  test('only same-site paths are followed: //evil.com and https://evil.com are refused (no open redirect)', () => {
    for (const value of EVIL) {
      expect(returnToOf(value)).toBeNull();
      expect(afterLoginPath(value, null)).toBe('/account');
      expect(afterLoginPath(null, value)).toBe('/account');
      expect(loginPathFor(value)).toBe('/login-register');
    }
    expect(returnToOf(42)).toBeNull();
    expect(isSameSitePath('/account')).toBe(true);
  });

  test('the login link of a page names it, encoded', () => {
    expect(loginPathFor('/account/addresses')).toBe('/login-register?returnTo=%2Faccount%2Faddresses');
    expect(loginPathFor('/checkout?step=shipping')).toBe('/login-register?returnTo=%2Fcheckout%3Fstep%3Dshipping');
    expect(loginPathFor(null)).toBe('/login-register');
  });
});
