import { TOKEN_LIFE_MS } from '../../contract/constants';
import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { freshAccount } from '../support/accounts';
import { backendLogin, sealedSessionCookie } from '../support/auth';
import { CookieJar, httpLogIn, shopCall } from '../support/http-session';
import { rawGet } from '../support/raw-http';
import { E2E_PORTS } from '../support/ports';

/** The session's life without a browser: what logs out and what does not, the silent expiry, the refresh (S4-02..S4-05). */
const host = `${DEFAULT_SHOP.host}:${E2E_PORTS.storefront}`;

async function sessionOf(label: string, times: (now: number) => { issuedAt: number; expiresAt: number }): Promise<CookieJar> {
  const account = await freshAccount(DEFAULT_SHOP, label);
  const { token, customerId } = await backendLogin(account.email, account.password);
  return new CookieJar({ session: sealedSessionCookie(DEFAULT_SHOP, { token, customerId, email: account.email, ...times(Date.now()) }) });
}

test('S2-46 a GET of /logout (a prefetch) logs nobody out: only the page\'s POST does', async () => {
  const account = await freshAccount(DEFAULT_SHOP, 'logout-get');
  const jar = await httpLogIn(DEFAULT_SHOP, account.email, account.password);
  const page = await rawGet('/logout', host, jar.header());
  expect(page.status).toBe(200);
  expect(jar.take(page.headers)).not.toContain('session');
  expect((await shopCall(DEFAULT_SHOP, '/api/account/me', jar)).body).toMatchObject({ kind: 'customer' });
});

test('S4-02 S4-03 an expired token is a guest: the account asks for a login', async () => {
  const jar = await sessionOf('expired', (now) => ({ issuedAt: now - TOKEN_LIFE_MS - 1000, expiresAt: now - 1000 }));
  expect((await shopCall(DEFAULT_SHOP, '/api/account/me', jar)).body).toEqual({ kind: 'guest' });
  const account = await rawGet('/account', host, jar.header());
  expect(account.status).toBeGreaterThanOrEqual(300);
  expect(account.status).toBeLessThan(400);
  expect(new URL(account.headers.location ?? '', `http://${host}`).pathname).toBe('/login-register');
});

test('S7-35 S4-05 a token past two thirds of its life is refreshed and kept', async () => {
  const expiresAt = Date.now() + 60 * 60 * 1000;
  const jar = await sessionOf('refresh', () => ({ issuedAt: expiresAt - TOKEN_LIFE_MS, expiresAt }));
  const before = jar.get('session');
  const now = Date.now();
  const me = (await shopCall(DEFAULT_SHOP, '/api/account/me', jar)).body as { kind: string; expiresAt: number };
  expect(me.kind).toBe('customer');
  expect(me.expiresAt).toBeGreaterThan(now + TOKEN_LIFE_MS - 60_000);
  // The refreshed token came as a new cookie; asked again with it, the token is kept.
  expect(jar.get('session')).not.toBe(before);
  const again = (await shopCall(DEFAULT_SHOP, '/api/account/me', jar)).body as { expiresAt: number };
  expect(again.expiresAt).toBe(me.expiresAt);
});
