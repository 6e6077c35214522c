import { outboxResponseSchema } from '@/contract/checkout';
import { ACCOUNT_MESSAGES } from '@/contract/account';
import { PASSWORD_RESET_MESSAGES } from '@/contract/account-session';
import { PASSWORD_RESET_LIFE_MS } from '@/contract/constants';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { resetTokenHash } from '@/backend/repo/password-reset-repo';

let t: TestApp;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const ORIGIN = 'http://at.localhost:3000';
let counter = 0;

/** A new account (the demo customers stay untouched). */
async function account(): Promise<string> {
  counter += 1;
  const email = `reset-${counter}@example.at`;
  const created = await t.post('/api/ExternalOrderApi/customer', {
    email, password: 'Altes-Passwort', title: 1, firstname: 'Rita', lastname: 'Reset', locale: 'de_AT', is_company: false, company: '', vat_number: '', newsletter: false,
  });
  expect(created.statusCode).toBe(200);
  return email;
}

/** The token of the newest reset mail to an address. */
async function mailedToken(email: string): Promise<string> {
  const messages = outboxResponseSchema.parse((await t.get(`/api/outbox?to=${encodeURIComponent(email)}`)).json()).messages;
  const mail = messages.find((message) => message.kind === 'password_reset');
  const match = mail?.body.match(/http:\/\/at\.localhost:3000\/forgot-password\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error('no reset link mailed');
  return match[1];
}

describe('forgot password', () => {
  test('S2-47 a reset link to the shop origin is mailed to the outbox; only its hash is stored', async () => {
    const email = await account();
    const answer = await t.post('/api/password/forgot', { email, locale: 'de_AT', origin: ORIGIN });
    expect(answer.statusCode).toBe(200);
    const token = await mailedToken(email);
    const stored = t.db.prepare('SELECT token_hash AS hash FROM password_reset').all() as { hash: string }[];
    expect(stored.map((row) => row.hash)).toContain(resetTokenHash(token));
    expect(stored.map((row) => row.hash)).not.toContain(token);
  });

  test('S8-12 a reset for an unknown e-mail answers email not found and mails nothing', async () => {
    const answer = await t.post('/api/password/forgot', { email: 'nobody-here@example.at', locale: 'de_AT', origin: ORIGIN });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ status_code: 404, message: PASSWORD_RESET_MESSAGES.emailNotFound });
  });

  test('the new password works, the old one and every open session end, and the link is used once', async () => {
    const email = await account();
    const before = await loginToken(t, email, 'Altes-Passwort');
    await t.post('/api/password/forgot', { email, locale: 'de_AT', origin: ORIGIN });
    const token = await mailedToken(email);
    expect((await t.post('/api/password/reset', { token, password: 'Neues-Passwort' })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/ExternalOrderApi/customer/?locale=de_AT', { token: before.token })).statusCode).toBe(401);
    expect((await t.post('/api/login', { email, password: 'Altes-Passwort' })).statusCode).toBe(401);
    await expect(loginToken(t, email, 'Neues-Passwort')).resolves.toMatchObject({ customerId: before.customerId });
    const again = await t.post('/api/password/reset', { token, password: 'Drittes-Passwort' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ status_code: 410, message: PASSWORD_RESET_MESSAGES.linkInvalid });
    await expect(loginToken(t, email, 'Neues-Passwort')).resolves.toMatchObject({ customerId: before.customerId });
  });

  test('a link expires 60 minutes after it was sent', async () => {
    const email = await account();
    await t.post('/api/password/forgot', { email, locale: 'de_AT', origin: ORIGIN });
    const token = await mailedToken(email);
    const sent = clock;
    clock = new Date(sent.getTime() + PASSWORD_RESET_LIFE_MS);
    try {
      expect((await t.post('/api/password/reset', { token, password: 'Neues-Passwort' })).statusCode).toBe(410);
    } finally {
      clock = sent;
    }
    expect((await t.post('/api/login', { email, password: 'Altes-Passwort' })).statusCode).toBe(200);
  });

  test('ADR 0055 a short or common new password is refused by the backend itself, and the link stays usable', async () => {
    const email = await account();
    await t.post('/api/password/forgot', { email, locale: 'de_AT', origin: ORIGIN });
    const token = await mailedToken(email);
    await t.expectError('/api/password/reset', 400, { body: { token, password: 'Kurz-Pass-9' } });
    const common = await t.post('/api/password/reset', { token, password: 'PASSWORD1234' });
    expect([common.statusCode, common.json()]).toEqual([400, { status_code: 400, message: ACCOUNT_MESSAGES.commonPassword }]);
    const set = await t.post('/api/password/reset', { token, password: 'Neues-Passwort' });
    expect([set.statusCode, set.json()]).toEqual([200, { status_code: 200, data: { email } }]);
  });

  test('ADR 0055 registration and password change refuse a common password in the backend too', async () => {
    const email = `common-${Date.now()}@example.at`;
    const refused = await t.post('/api/ExternalOrderApi/customer', {
      email, password: 'Password1234', title: 1, firstname: 'Rita', lastname: 'Reset', locale: 'de_AT', is_company: false, company: '', vat_number: '', newsletter: false,
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { status_code: 400, message: ACCOUNT_MESSAGES.commonPassword }]);
    const own = await account();
    const { token } = await loginToken(t, own, 'Altes-Passwort');
    const change = await t.request('POST', '/api/changePassword', { token, body: JSON.stringify({ old_password: 'Altes-Passwort', new_password: 'qwertyuiop123' }) });
    expect(change.statusCode).toBe(400);
    expect((await t.post('/api/login', { email: own, password: 'Altes-Passwort' })).statusCode).toBe(200);
  });

  test('an unknown token, a short password and malformed bodies are refused', async () => {
    expect((await t.post('/api/password/reset', { token: 'A'.repeat(43), password: 'Neues-Passwort' })).statusCode).toBe(410);
    await t.expectError('/api/password/reset', 400, { body: { token: 'short', password: 'Neues-Passwort' } });
    await t.expectError('/api/password/reset', 400, { body: { token: 'A'.repeat(43), password: 'abc' } });
    await t.expectError('/api/password/forgot', 400, { body: { email: 'x@example.at', locale: 'de_AT', origin: 'javascript:alert(1)' } });
  });

  test('a customer token cannot call the reset routes', async () => {
    const { token } = await loginToken(t, demoCustomer('private-at').email);
    const answer = await t.request('POST', '/api/password/forgot', { token, body: JSON.stringify({ email: 'x@example.at', locale: 'de_AT', origin: ORIGIN }), headers: { 'content-type': 'application/json' } });
    expect(answer.statusCode).toBe(403);
  });
});
