import { cartCookieKey, cartCookieOptions, readCartCookie, signCartId } from './cart-cookie';

const key = cartCookieKey({ token: 'dev-shop-token' });

describe('cart cookie', () => {
  test('a signed cart id reads back in its own shop only', () => {
    const value = signCartId(42, 'at', key);
    expect(readCartCookie(value, 'at', key)).toEqual({ kind: 'valid', cartId: 42 });
    expect(readCartCookie(value, 'de', key)).toEqual({ kind: 'forged' });
    expect(readCartCookie(value, 'at', cartCookieKey({ token: 'other-token' }))).toEqual({ kind: 'forged' });
  });

  test('an edited id, a bare id or junk is forged; no cookie is none', () => {
    const value = signCartId(42, 'at', key);
    const signaturePart = value.split('.')[1] ?? '';
    expect(readCartCookie(`43.${signaturePart}`, 'at', key)).toEqual({ kind: 'forged' });
    expect(readCartCookie('42', 'at', key)).toEqual({ kind: 'forged' });
    expect(readCartCookie('0.' + 'a'.repeat(43), 'at', key)).toEqual({ kind: 'forged' });
    expect(readCartCookie('<script>', 'at', key)).toEqual({ kind: 'forged' });
    expect(readCartCookie(undefined, 'at', key)).toEqual({ kind: 'none' });
    expect(readCartCookie('', 'at', key)).toEqual({ kind: 'none' });
  });

  test('CART_COOKIE_SECRET wins over the key derived from the shop token', () => {
    expect(cartCookieKey({ token: 't', cartCookieSecret: 'a-long-secret-value' })).toBe('a-long-secret-value');
    expect(cartCookieKey({ token: 't' })).not.toContain('t');
  });

  test('the cookie is httpOnly and SameSite=Lax; Secure as the request context says', () => {
    expect(cartCookieOptions(true)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(cartCookieOptions(false).secure).toBe(false);
  });
});
