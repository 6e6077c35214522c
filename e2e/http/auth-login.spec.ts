import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { freshAccount } from '../support/accounts';
import { CookieJar, shopCall } from '../support/http-session';

/** The login route's answers (no browser): what storing a token drops, and the brute-force lock. */
test('S4-07 storing a token removes the express (guest) data', async () => {
  const account = await freshAccount(DEFAULT_SHOP, 'express');
  const jar = new CookieJar({ checkout: 'guest-data', 'checkout-1': 'more' });
  const answer = await shopCall(DEFAULT_SHOP, '/api/account/login', jar, { json: { email: account.email, password: account.password } });
  expect(answer.status).toBe(200);
  expect(jar.names()).toContain('session');
  expect(jar.names()).not.toContain('checkout');
  expect(jar.names()).not.toContain('checkout-1');
});

test('brute-force login is refused with 429 and Retry-After, even with the right password', async () => {
  const account = await freshAccount(DEFAULT_SHOP, 'brute');
  const jar = new CookieJar();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await shopCall(DEFAULT_SHOP, '/api/account/login', jar, { json: { email: account.email, password: `falsch-${attempt}` } });
    expect(wrong.status).toBe(401);
  }
  const refused = await shopCall(DEFAULT_SHOP, '/api/account/login', jar, { json: { email: account.email, password: account.password } });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(jar.names()).not.toContain('session');
});
