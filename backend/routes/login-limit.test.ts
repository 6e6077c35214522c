import { ACCOUNT_MESSAGES } from '@/contract/account';
import { TOO_MANY_LOGINS_MESSAGE } from '@/contract/account-session';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@/backend/repo/login-failure-repo';

let t: TestApp;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

let counter = 0;
async function account(): Promise<string> {
  counter += 1;
  const email = `limit-${counter}@example.at`;
  const created = await t.post('/api/ExternalOrderApi/customer', {
    email, password: 'Richtig-und-lang-1', title: 1, firstname: 'Lia', lastname: 'Limit', locale: 'de_AT', is_company: false, company: '', vat_number: '', newsletter: false,
  });
  expect(created.statusCode).toBe(200);
  return email;
}

describe('failed logins counted by the backend', () => {
  test('past the limit a login is refused with 429 and Retry-After, even with the right password, until the window passed', async () => {
    const email = await account();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      const wrong = await t.post('/api/login', { email: attempt % 2 === 0 ? email : email.toUpperCase(), password: 'falsch' });
      expect(wrong.json()).toEqual({ status_code: 401, message: ACCOUNT_MESSAGES.wrongLogin });
    }
    const locked = await t.post('/api/login', { email, password: 'Richtig-und-lang-1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status_code: 429, message: TOO_MANY_LOGINS_MESSAGE });
    expect(Number(locked.headers['retry-after'])).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
    const start = clock;
    clock = new Date(start.getTime() + LOGIN_FAILURE_WINDOW_MS);
    try {
      expect((await t.post('/api/login', { email, password: 'Richtig-und-lang-1' })).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  test('a successful login clears the failures; unknown addresses are counted too', async () => {
    const email = await account();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT - 1; attempt += 1) await t.post('/api/login', { email, password: 'falsch' });
    expect((await t.post('/api/login', { email, password: 'Richtig-und-lang-1' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT - 1; attempt += 1) await t.post('/api/login', { email, password: 'falsch' });
    expect((await t.post('/api/login', { email, password: 'Richtig-und-lang-1' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) await t.post('/api/login', { email: 'niemand@example.at', password: 'falsch' });
    expect((await t.post('/api/login', { email: 'niemand@example.at', password: 'falsch' })).statusCode).toBe(429);
  });
});
