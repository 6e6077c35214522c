import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { cartCookieKey, signCartId } from '@/lib/cart/cart-cookie';
import { ACCOUNT_MESSAGES } from '@/contract/account';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { loginToken } from '@/backend/test-accounts';
import { sealSession, sessionCookieKey } from './session-cookie';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The storefront's account route handlers against the reference backend (an in-memory database): login with its
 * attempt limit and login effects, logout, registration with the captcha, token refresh.
 */
type Routes = {
  login: typeof import('@/app/api/account/login/route');
  logout: typeof import('@/app/api/account/logout/route');
  register: typeof import('@/app/api/account/register/route');
  refresh: typeof import('@/app/api/account/refresh/route');
  captcha: typeof import('@/app/api/account/captcha/route');
  forgot: typeof import('@/app/api/account/forgot-password/route');
};

let t: TestApp;
let routes: Routes;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const port = (t.app.server.address() as AddressInfo).port;
  Object.assign(process.env, embeddedShopEnv(port, TEST_TOKEN));
  routes = {
    login: await import('@/app/api/account/login/route'),
    logout: await import('@/app/api/account/logout/route'),
    register: await import('@/app/api/account/register/route'),
    refresh: await import('@/app/api/account/refresh/route'),
    captcha: await import('@/app/api/account/captcha/route'),
    forgot: await import('@/app/api/account/forgot-password/route'),
  };
}, 120_000);
afterAll(() => t.close());

const segment = { params: Promise.resolve({}) };
function post(path: string, body: unknown, cookies: Record<string, string> = {}, host = 'at.localhost'): NextRequest {
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
  return new NextRequest(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const setCookies = (response: Response) => response.headers.getSetCookie();
const cookieValue = (response: Response, name: string) => setCookies(response).find((line) => line.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);

async function account(): Promise<{ email: string; password: string }> {
  counter += 1;
  const email = `route-${counter}-${Date.now()}@example.at`;
  const created = await t.post('/api/ExternalOrderApi/customer', {
    email, password: 'Route-Passwort', title: 1, firstname: 'Rosa', lastname: 'Route', locale: 'de_AT', is_company: false, company: '', vat_number: '', newsletter: false,
  });
  expect(created.statusCode).toBe(200);
  return { email, password: 'Route-Passwort' };
}

async function solvedCaptcha(): Promise<string> {
  const challenge = (await (await routes.captcha.GET()).json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

describe('login route', () => {
  test('S4-07 a login sets the session cookie, drops the express cookies and assigns the guest cart to the customer', async () => {
    const { email, password } = await account();
    const pse = t.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 5 ORDER BY p.id LIMIT 1`,
      )
      .get() as { productId: number; pseId: number };
    const cart = await t.post('/cart/add', { 'thelia.cart_id': null, thelia_cart_add: { append: true, product: pse.productId, product_sale_elements_id: pse.pseId, quantity: 1 }, thelia_login: null, locale: 'de_AT' });
    const cartId = (cart.json() as { data: { cartId: number } }).data.cartId;
    const cookies = { checkout: 'guest-data', 'checkout-1': 'more', cart: signCartId(cartId, 'at', cartCookieKey({ token: TEST_TOKEN })) };
    const response = await routes.login.POST(post('/api/account/login', { email, password }, cookies), segment);
    expect(response.status).toBe(200);
    expect(cookieValue(response, 'session')).toBeTruthy();
    expect(setCookies(response).find((line) => line.startsWith('checkout=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookies(response).find((line) => line.startsWith('checkout-1=;'))).toBeDefined();
    const row = t.db.prepare('SELECT customer_email AS email FROM cart WHERE id = ?').get(cartId) as { email: string };
    expect(row.email).toBe(email);
    expect(setCookies(response).find((line) => line.startsWith('cart='))).toBeUndefined();
  });

  test('five failed logins of an account, in any shop, lock further attempts with 429 and Retry-After', async () => {
    const { email, password } = await account();
    for (const host of ['at.localhost', 'de.localhost', 'ro.localhost', 'at.localhost', 'de.localhost']) {
      const wrong = await routes.login.POST(post('/api/account/login', { email, password: 'falsch' }, {}, host), segment);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: 'wrong-login' });
    }
    const locked = await routes.login.POST(post('/api/account/login', { email, password }), segment);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await locked.json()).toMatchObject({ error: 'too-many-attempts' });
    const other = await account();
    expect((await routes.login.POST(post('/api/account/login', other), segment)).status).toBe(200);
  });
});

describe('login route and the backend count', () => {
  test("the backend's refusal after too many failures (counted for every storefront instance) is a 429 too", async () => {
    const { AUTH_LIMITS } = await import('./auth-limits-server');
    const { email, password } = await account();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // This instance's own count would stop at five: forget it, as a second instance would not know it.
      if (attempt === 5) await AUTH_LIMITS.loginFailuresPerAccount.reset(`login:${email}`);
      expect((await routes.login.POST(post('/api/account/login', { email, password: 'falsch' }), segment)).status).toBe(401);
    }
    await AUTH_LIMITS.loginFailuresPerAccount.reset(`login:${email}`);
    const locked = await routes.login.POST(post('/api/account/login', { email, password }), segment);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
  });
});

describe('forgot-password route', () => {
  test('three reset requests per e-mail an hour; the fourth is 429 with Retry-After before its captcha is looked at', async () => {
    const { email } = await account();
    for (let request = 0; request < 3; request += 1) {
      const sent = await routes.forgot.POST(post('/api/account/forgot-password', { email, captcha: await solvedCaptcha() }), segment);
      expect(await sent.json()).toEqual({ status: 'sent' });
    }
    const refused = await routes.forgot.POST(post('/api/account/forgot-password', { email, captcha: 'not-even-a-captcha' }), segment);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(await refused.json()).toMatchObject({ error: 'too-many-attempts' });
    // The limit is per e-mail, and a refused captcha counts nothing: three of them leave another address its requests.
    const other = await account();
    for (let refusedCaptcha = 0; refusedCaptcha < 3; refusedCaptcha += 1) {
      expect((await routes.forgot.POST(post('/api/account/forgot-password', { email: other.email, captcha: '' }), segment)).status).toBe(403);
    }
    expect((await routes.forgot.POST(post('/api/account/forgot-password', { email: other.email, captcha: await solvedCaptcha() }), segment)).status).toBe(200);
  });
});

describe('logout route', () => {
  test('S4-09 logout ends the backend session and drops the session and cart cookies', async () => {
    const { email, password } = await account();
    const { token, customerId, expiresAt } = await loginToken(t, email, password);
    const now = Date.now();
    const session = sealSession({ token, customerId, email, issuedAt: now, expiresAt }, 'at', sessionCookieKey({ token: TEST_TOKEN }), now);
    const cart = signCartId(1, 'at', cartCookieKey({ token: TEST_TOKEN }));
    const response = await routes.logout.POST(post('/api/account/logout', undefined, { session, cart }), segment);
    expect(response.status).toBe(200);
    expect(setCookies(response).find((line) => line.startsWith('session=;'))).toBeDefined();
    expect(setCookies(response).find((line) => line.startsWith('cart=;'))).toBeDefined();
    expect((await t.request('GET', '/api/ExternalOrderApi/customer/?locale=de_AT', { token })).statusCode).toBe(401);
  });

  test("a guest's logout keeps the guest cart", async () => {
    const cart = signCartId(1, 'at', cartCookieKey({ token: TEST_TOKEN }));
    const response = await routes.logout.POST(post('/api/account/logout', undefined, { cart }), segment);
    expect(response.status).toBe(200);
    expect(setCookies(response).find((line) => line.startsWith('cart='))).toBeUndefined();
  });
});

describe('register route', () => {
  const fields = (email: string) => ({ title: 'none', isCompany: false, company: '', vatNumber: '', firstname: 'Rita', lastname: 'Neu', email, password: 'Neues-Passwort-Rita', newsletter: false });

  test('S5-37 S5-36 a registration needs an accepted captcha once; the new customer is logged in; an existing e-mail is reported', async () => {
    const email = `neu-${Date.now()}@example.at`;
    expect((await routes.register.POST(post('/api/account/register', { ...fields(email), captcha: '' }), segment)).status).toBe(403);
    const captcha = await solvedCaptcha();
    const created = await routes.register.POST(post('/api/account/register', { ...fields(email), captcha }), segment);
    expect(created.status).toBe(200);
    expect(cookieValue(created, 'session')).toBeTruthy();
    const replay = await routes.register.POST(post('/api/account/register', { ...fields(`x-${email}`), captcha }), segment);
    expect(replay.status).toBe(403);
    const again = await routes.register.POST(post('/api/account/register', { ...fields(email.toUpperCase()), captcha: await solvedCaptcha() }), segment);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'email-exists' });
  });

  test('S1-13 asking for the newsletter at registration starts the double opt-in: a confirmation e-mail, no subscription yet', async () => {
    const email = `brief-${Date.now()}@example.at`;
    const created = await routes.register.POST(post('/api/account/register', { ...fields(email), newsletter: true, captcha: await solvedCaptcha() }), segment);
    expect(created.status).toBe(200);
    const mails = t.db.prepare('SELECT kind FROM mail_outbox WHERE to_email = ?').all(email) as { kind: string }[];
    expect(mails.map((mail) => mail.kind)).toEqual(['newsletter_confirmation']);
    expect(t.db.prepare('SELECT newsletter FROM customer WHERE email = ?').get(email)).toEqual({ newsletter: 0 });
  });

  test('S5-21 S5-23 the rules are checked again by the route, the password against the common-password list too', async () => {
    const email = `regel-${Date.now()}@example.at`;
    const answer = await routes.register.POST(post('/api/account/register', { ...fields(email), firstname: 'R', password: 'kurz', captcha: await solvedCaptcha() }), segment);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'invalid', problems: { firstname: 'tooShort', password: 'passwordTooShort' } });
    const common = await routes.register.POST(post('/api/account/register', { ...fields(email), password: 'Password1234', captcha: await solvedCaptcha() }), segment);
    expect(await common.json()).toEqual({ error: 'invalid', problems: { password: 'passwordCommon' } });
    expect(t.db.prepare('SELECT 1 FROM customer WHERE email = ?').get(email)).toBeUndefined();
  });

  test('a business customer registers with company and VAT number (checked by the backend); the salutation may stay empty', async () => {
    const email = `firma-${Date.now()}@example.at`;
    const business = { ...fields(email), isCompany: true, company: 'Gruber Bad GmbH', vatNumber: 'atu 6837 4215' };
    const refused = await routes.register.POST(post('/api/account/register', { ...business, vatNumber: 'ATU123', captcha: await solvedCaptcha() }), segment);
    expect(await refused.json()).toEqual({ error: 'invalid', problems: { vatNumber: 'vatNumber' } });
    const created = await routes.register.POST(post('/api/account/register', { ...business, captcha: await solvedCaptcha() }), segment);
    expect(created.status).toBe(200);
    expect(t.db.prepare('SELECT title_id AS title, is_company AS isCompany, company, vat_number AS vat, vat_status AS status FROM customer WHERE email = ?').get(email)).toEqual({
      title: 4, isCompany: 1, company: 'Gruber Bad GmbH', vat: 'ATU68374215', status: 'valid',
    });
  });
});

describe('refresh route', () => {
  test("S5-45 without a session the refresh fails with 'Missing customer_id or email in local storage'", async () => {
    const response = await routes.refresh.POST(post('/api/account/refresh', undefined), segment);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'no-session', message: ACCOUNT_MESSAGES.missingCustomer });
  });

  test('S7-35 the refresh calls refreshToken and keeps the returned token in a re-sealed cookie', async () => {
    const { email, password } = await account();
    const { token, customerId, expiresAt } = await loginToken(t, email, password);
    const now = Date.now();
    const session = sealSession({ token, customerId, email, issuedAt: now - 1000, expiresAt }, 'at', sessionCookieKey({ token: TEST_TOKEN }), now);
    const response = await routes.refresh.POST(post('/api/account/refresh', undefined, { session }), segment);
    expect(response.status).toBe(200);
    const times = (await response.json()) as { issuedAt: number; expiresAt: number };
    expect(times.expiresAt).toBeGreaterThanOrEqual(expiresAt);
    const sealed = cookieValue(response, 'session');
    expect(sealed).toBeTruthy();
    expect(sealed).not.toBe(session);
  });
});
