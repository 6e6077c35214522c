import { signCartId, cartCookieKey } from '@/lib/cart/cart-cookie';
import { buildRequestContext } from './request-context';
import { requestHost } from './request-host';
import { SESSION_COOKIE_NAME, sealSession, sessionCookieKey } from '@/lib/account/session-cookie';
import { TOKEN_LIFE_MS } from '@/contract/constants';

const config = {
  locale: 'de_AT' as const,
  hosts: { at: ['www.example.at'], de: ['www.example.de'], ro: ['www.example.ro'] },
  origins: {},
  trustForwardedHeaders: false,
  token: 'shop-token',
  cartCookieSecret: undefined,
  checkoutCookieSecret: undefined,
};

const source = (headers: Record<string, string>, cookies: Record<string, string> = {}, country?: string | null) => ({
  headers: new Headers(headers),
  cookie: (name: string) => cookies[name],
  country,
});

describe('request context', () => {
  test('shop, countries, guest session and the shop origin come from the host and the configuration', () => {
    const built = buildRequestContext(source({ host: 'www.example.de' }), config, '3000');
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.data).toMatchObject({
      shop: { code: 'de' },
      countryId: 5,
      deliveryCountryId: 5,
      session: { kind: 'guest' },
      cart: { kind: 'none' },
      host: 'www.example.de',
      origin: 'https://www.example.de',
      secureCookies: true,
    });
    expect(built.data.trustedOrigins).toEqual(['https://www.example.at', 'https://www.example.de', 'https://www.example.ro']);
  });

  test('a forwarded host is ignored unless a trusted proxy is configured: it never picks the shop, origin or cookie flags', () => {
    const forged = buildRequestContext(source({ host: 'www.example.at', 'x-forwarded-host': 'localhost' }), config, '3000');
    expect(forged.ok && forged.data).toMatchObject({ shop: { code: 'at' }, host: 'www.example.at', origin: 'https://www.example.at', secureCookies: true });
    const evil = buildRequestContext(source({ host: 'www.example.ro', 'x-forwarded-host': 'evil.example' }), config, '3000');
    expect(evil.ok && evil.data).toMatchObject({ shop: { code: 'ro' }, origin: 'https://www.example.ro' });
    const trusted = buildRequestContext(source({ host: 'backend-lb:8080', 'x-forwarded-host': 'www.example.ro' }), { ...config, trustForwardedHeaders: true }, '3000');
    expect(trusted.ok && trusted.data).toMatchObject({ shop: { code: 'ro' }, host: 'www.example.ro' });
  });

  test('a local shop origin is plain http: no Secure cookies there; hosts with bad ports are no hosts', () => {
    const local = buildRequestContext(source({ host: 'at.localhost:3000' }), { ...config, hosts: { at: ['at.localhost'], de: [], ro: [] } }, '3000');
    expect(local.ok && local.data).toMatchObject({ origin: 'http://at.localhost:3000', secureCookies: false, host: 'at.localhost:3000' });
    expect(requestHost(new Headers({ host: 'at.localhost:99999' }), false)).toBeNull();
    expect(requestHost(new Headers({ host: 'at.localhost:abc' }), false)).toBeNull();
    expect(requestHost(new Headers({ host: 'x', 'x-forwarded-host': '%%%' }), true)).toBeNull();
    const junk = buildRequestContext(source({ host: 'at.localhost:99999' }), config, '3000');
    expect(junk.ok && junk.data).toMatchObject({ shop: { code: 'at' }, host: null });
  });

  test('the delivery country comes from ?country= where a route accepts one; junk is refused', () => {
    const chosen = buildRequestContext(source({ host: 'www.example.at' }, {}, '5'), config, '3000');
    expect(chosen.ok && chosen.data.deliveryCountryId).toBe(5);
    expect(buildRequestContext(source({ host: 'www.example.at' }, {}, '5x'), config, '3000')).toEqual({ ok: false, error: 'bad-country' });
    expect(buildRequestContext(source({ host: 'www.example.at' }, {}, '0'), config, '3000')).toEqual({ ok: false, error: 'bad-country' });
  });

  test('the cart cookie is read once: valid for this shop, forged otherwise', () => {
    const value = signCartId(42, 'at', cartCookieKey(config));
    const valid = buildRequestContext(source({ host: 'www.example.at' }, { cart: value }), config, '3000');
    expect(valid.ok && valid.data.cart).toEqual({ kind: 'valid', cartId: 42 });
    const otherShop = buildRequestContext(source({ host: 'www.example.de' }, { cart: value }), config, '3000');
    expect(otherShop.ok && otherShop.data.cart).toEqual({ kind: 'forged' });
  });

  test("S3-60 a valid session cookie of the shop makes the request a customer's; an expired or foreign one a guest's", () => {
    const now = Date.UTC(2026, 10, 24, 10);
    const stored = { token: 'h.p.signature-of-token', customerId: 42, email: 'kunde@example.de', expiresAt: now + TOKEN_LIFE_MS, issuedAt: now };
    const sealed = sealSession(stored, 'de', sessionCookieKey(config), now);
    const at = (shopHost: string, time: number) => buildRequestContext(source({ host: shopHost }, { [SESSION_COOKIE_NAME]: sealed }), config, '3000', time);
    const customer = at('www.example.de', now + 1000);
    expect(customer.ok && customer.data.session).toEqual({ kind: 'customer', customerId: 42, email: 'kunde@example.de', token: stored.token, issuedAt: now, expiresAt: stored.expiresAt });
    const expired = at('www.example.de', stored.expiresAt);
    expect(expired.ok && expired.data.session).toEqual({ kind: 'guest' });
    const otherShop = at('www.example.at', now + 1000);
    expect(otherShop.ok && otherShop.data.session).toEqual({ kind: 'guest' });
  });
});
