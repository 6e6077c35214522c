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

test('S8-08 S8-09 issue 42 an unknown e-mail and a wrong password get the same status, body and headers, in a similar time', async () => {
  const account = await freshAccount(DEFAULT_SHOP, 'neutral');
  const attempt = async (email: string) => {
    const started = performance.now();
    const answer = await shopCall(DEFAULT_SHOP, '/api/account/login', new CookieJar(), { json: { email, password: 'falsches-Passwort' } });
    return { status: answer.status, body: answer.body, cookies: answer.headers['set-cookie'] ?? null, ms: performance.now() - started };
  };
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  for (let round = 0; round < 3; round += 1) {
    const known = await attempt(account.email);
    const unknown = await attempt(`niemand-${Date.now()}-${round}@example.at`);
    expect({ ...unknown, ms: 0 }).toEqual({ ...known, ms: 0 });
    expect(known).toMatchObject({ status: 401, body: { error: 'wrong-login' } });
    times.known.push(known.ms);
    times.unknown.push(unknown.ms);
  }
  // Both check an argon2 hash (backend/accounts/password.ts): the medians stay within a factor of two of each other.
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  const ratio = median(times.known) / median(times.unknown);
  expect(ratio).toBeGreaterThan(0.5);
  expect(ratio).toBeLessThan(2);
});
