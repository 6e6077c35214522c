import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import type { TestApp } from '@/backend/test-app';
import { createTestApp, TEST_TOKEN } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { GET as getAdminBar } from '@/app/api/admin-bar/route';
import { POST as postSubscribe } from '@/app/api/newsletter/subscribe/route';
import { POST as postUnsubscribe } from '@/app/api/newsletter/unsubscribe/route';
import { POST as postReview } from '@/app/api/reviews/route';
import { GET as getRights } from '@/app/api/reviews/rights/route';
import { SESSION_COOKIE_NAME, sealSession, sessionCookieKey } from '@/lib/account/session-cookie';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The storefront's review, newsletter and admin-bar routes against the reference backend: what a guest, a customer
 * and an administrator get, and that a cross-site write changes nothing.
 */
let t: TestApp;
const ORIGIN = 'http://at.localhost';
beforeAll(async () => {
  t = await createTestApp();
  const port = (t.app.server.address() as AddressInfo).port;
  Object.assign(process.env, embeddedShopEnv(port, TEST_TOKEN));
}, 120_000);
afterAll(() => t.close());

async function sessionCookie(email: string): Promise<string> {
  const login = await loginToken(t, email);
  const now = Date.now();
  const sealed = sealSession({ token: login.token, customerId: login.customerId, email, expiresAt: login.expiresAt, issuedAt: now }, 'at', sessionCookieKey({ token: TEST_TOKEN }), now);
  return `${SESSION_COOKIE_NAME}=${sealed}`;
}

const get = (path: string, cookie?: string) => new NextRequest(`${ORIGIN}${path}`, { headers: { host: 'at.localhost', ...(cookie ? { cookie } : {}) } });
const post = (path: string, body: unknown, options: { cookie?: string; origin?: string } = {}) =>
  new NextRequest(`${ORIGIN}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { host: 'at.localhost', origin: options.origin ?? ORIGIN, 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
const noParams = { params: Promise.resolve({}) };
const pseId = () => (t.db.prepare('SELECT id FROM product_sale_elements WHERE is_default = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;

describe('review routes', () => {
  test('a guest is told to log in; the rights are never asked for a guest', async () => {
    const rights = await getRights(get(`/api/reviews/rights?pse=${pseId()}`));
    expect(await rights.json()).toEqual({ state: 'guest' });
    expect(rights.headers.get('cache-control')).toBe('private, no-store');
    const sent = await postReview(post('/api/reviews', { pseId: pseId(), title: 'a', content: 'b', rating: 5 }), noParams);
    expect(sent.status).toBe(401);
  });

  test('S6-06 a customer who did not buy the product is refused with only-customers; a bad pse is a 400', async () => {
    const cookie = await sessionCookie(demoCustomer('private-at').email);
    expect(await (await getRights(get(`/api/reviews/rights?pse=${pseId()}`, cookie))).json()).toEqual({ state: 'not-buyer' });
    expect((await getRights(get('/api/reviews/rights?pse=abc', cookie))).status).toBe(400);
    const sent = await postReview(post('/api/reviews', { pseId: pseId(), title: 'Gut', content: 'Passt.', rating: 5 }, { cookie }), noParams);
    expect(sent.status).toBe(403);
    expect(await sent.json()).toEqual({ error: 'only-customers' });
  });

  test('S8-15 a review that cannot be saved answers save-failed; a cross-site post changes nothing', async () => {
    const cookie = await sessionCookie(demoCustomer('private-at').email);
    const bad = await postReview(post('/api/reviews', { pseId: pseId(), title: '', content: 'Passt.', rating: 5 }, { cookie }), noParams);
    expect([bad.status, await bad.json()]).toEqual([400, { error: 'save-failed' }]);
    const foreign = await postReview(post('/api/reviews', { pseId: pseId(), title: 'a', content: 'b', rating: 5 }, { cookie, origin: 'https://evil.example' }), noParams);
    expect(foreign.status).toBe(403);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM product_comment_customer').get()).toEqual({ n: 0 });
  });
});

describe('newsletter routes', () => {
  test('S5-04 S8-13 an invalid e-mail is a 400; an unknown one to unsubscribe is email-not-found', async () => {
    expect((await postSubscribe(post('/api/newsletter/subscribe', { email: 'kein-at' }), noParams)).status).toBe(400);
    const unknown = await postUnsubscribe(post('/api/newsletter/unsubscribe', { email: 'niemand@example.at' }), noParams);
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'email-not-found' }]);
  });

  test('S1-13 a subscription sends the confirmation link to the shop origin\'s /newsletter', async () => {
    expect((await postSubscribe(post('/api/newsletter/subscribe', { email: 'route@example.at' }), noParams)).status).toBe(200);
    const mail = t.db.prepare("SELECT body FROM mail_outbox WHERE to_email = 'route@example.at'").get() as { body: string };
    expect(mail.body).toMatch(/http:\/\/at\.localhost(:\d+)?\/newsletter\?confirm=[\w-]{43}/);
  });
});

describe('admin bar route', () => {
  test('S6-05 the back office URL is answered to administrators only', async () => {
    expect((await getAdminBar(get('/api/admin-bar'))).status).toBe(403);
    expect((await getAdminBar(get('/api/admin-bar', await sessionCookie(demoCustomer('private-at').email)))).status).toBe(403);
    const admin = await getAdminBar(get('/api/admin-bar', await sessionCookie(demoCustomer('admin').email)));
    expect(admin.status).toBe(200);
    expect(await admin.json()).toEqual({ backofficeUrl: `${new URL(process.env.SHOP_API_URL ?? '').origin}/admin` });
  });
});
