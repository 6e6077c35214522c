import { ACCOUNT_MESSAGES, customerResponseSchema, refreshTokenResponseSchema, registerResponseSchema } from '@/contract/account';
import { TOKEN_LIFE_MS } from '@/contract/constants';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { DEMO_PASSWORD } from '@/backend/db/seed/customers';

let t: TestApp;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const anna = demoCustomer('private-at');
const asCustomer = (token: string) => ({ token });

describe('login', () => {
  test('S4-01 a login answers a JWT that expires 6 hours after it was issued', async () => {
    const { token, expiresAt } = await loginToken(t, anna.email);
    expect(token.split('.')).toHaveLength(3);
    expect(expiresAt).toBe(Math.floor(clock.getTime() / 1000) * 1000 + TOKEN_LIFE_MS);
  });

  test('S8-08 an unknown e-mail and a wrong password get the same refusal', async () => {
    const wrong = await t.post('/api/login', { email: anna.email, password: 'not-the-password' });
    const unknown = await t.post('/api/login', { email: 'nobody@example.at', password: DEMO_PASSWORD });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ status_code: 401, message: ACCOUNT_MESSAGES.wrongLogin });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('the e-mail address is compared without regard to case', async () => {
    await expect(loginToken(t, anna.email.toUpperCase())).resolves.toMatchObject({ customerId: expect.any(Number) });
  });

  test('malformed login bodies are a 400', async () => {
    await t.expectError('/api/login', 400, { body: { email: 'x', password: 'y' } });
    await t.expectError('/api/login', 400, { body: { email: anna.email, password: 'y', admin: true } });
  });

  test('login needs the shop token: a customer token cannot log in another customer', async () => {
    const { token } = await loginToken(t, anna.email);
    const response = await t.request('POST', '/api/login', { ...asCustomer(token), body: JSON.stringify({ email: anna.email, password: DEMO_PASSWORD }) });
    expect(response.statusCode).toBe(403);
  });
});

describe('the customer token', () => {
  test('S3-42 S7-06 the customer API answers the token customer with the default address fields', async () => {
    const { token, customerId } = await loginToken(t, anna.email);
    const response = await t.request('GET', `/api/ExternalOrderApi/customer/?email=${encodeURIComponent(anna.email)}`, asCustomer(token));
    expect(response.statusCode).toBe(200);
    const [item] = customerResponseSchema.parse(response.json()).CustomerItems;
    expect(item).toMatchObject({ ID: customerId, EMAIL: anna.email, FIRSTNAME: 'Anna', TITLE: 2, ZIPCODE: '1060', CITY: 'Wien', COUNTRY_ID: 13, IS_ADMIN: false });
    expect(item?.ADDRESS_ID).toEqual(expect.any(Number));
  });

  test("another customer's e-mail is not found, and the shop token is not a customer", async () => {
    const { token } = await loginToken(t, anna.email);
    const other = await t.request('GET', `/api/ExternalOrderApi/customer/?email=${encodeURIComponent(demoCustomer('private-de').email)}`, asCustomer(token));
    expect(other.statusCode).toBe(404);
    expect((await t.get('/api/ExternalOrderApi/customer/')).statusCode).toBe(401);
  });

  test("a customer's token opens only the customer's own calls", async () => {
    const { token } = await loginToken(t, anna.email);
    for (const path of ['/api/products/?limit=1', '/api/outbox', '/fast/locale_config/custom_attribute/']) {
      expect((await t.request('GET', path, asCustomer(token))).statusCode).toBe(403);
    }
  });

  test('a forged or re-signed token is refused', async () => {
    const { token } = await loginToken(t, anna.email);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url');
    expect((await t.request('GET', '/api/ExternalOrderApi/customer/', asCustomer(`${header}.${forged}.${signature}`))).statusCode).toBe(401);
    expect((await t.request('GET', '/api/ExternalOrderApi/customer/', asCustomer(`${header}.${payload}.${'A'.repeat(signature.length)}`))).statusCode).toBe(401);
  });

  test('S4-02 an expired token is refused', async () => {
    const { token } = await loginToken(t, anna.email);
    const issued = clock;
    clock = new Date(issued.getTime() + TOKEN_LIFE_MS + 1000);
    try {
      expect((await t.request('GET', '/api/ExternalOrderApi/customer/', asCustomer(token))).statusCode).toBe(401);
    } finally {
      clock = issued;
    }
  });

  test('S7-35 refreshToken answers a new token of the same session, for the customer id and e-mail of the token only', async () => {
    const { token, customerId } = await loginToken(t, anna.email);
    clock = new Date(clock.getTime() + 4 * 60 * 60 * 1000);
    const refreshed = await t.request('POST', '/api/refreshToken', { ...asCustomer(token), body: JSON.stringify({ customer_id: customerId, email: anna.email }) });
    expect(refreshed.statusCode).toBe(200);
    const answer = refreshTokenResponseSchema.parse(refreshed.json());
    expect(answer.token).not.toBe(token);
    expect(answer.expires_at).toBe(Math.floor(clock.getTime() / 1000) * 1000 + TOKEN_LIFE_MS);
    const wrongCustomer = await t.request('POST', '/api/refreshToken', { ...asCustomer(token), body: JSON.stringify({ customer_id: customerId + 1, email: anna.email }) });
    expect(wrongCustomer.statusCode).toBe(403);
  });

  test('logout ends the session: its tokens, the refreshed one too, reach nothing any more', async () => {
    const { token, customerId } = await loginToken(t, anna.email);
    const refreshed = refreshTokenResponseSchema.parse(
      (await t.request('POST', '/api/refreshToken', { ...asCustomer(token), body: JSON.stringify({ customer_id: customerId, email: anna.email }) })).json(),
    );
    expect((await t.request('POST', '/api/logout', { ...asCustomer(refreshed.token), body: '{}' })).statusCode).toBe(200);
    for (const old of [token, refreshed.token]) {
      expect((await t.request('GET', '/api/ExternalOrderApi/customer/', asCustomer(old))).statusCode).toBe(401);
    }
    // Another session of the same customer is untouched.
    const other = await loginToken(t, anna.email);
    expect((await t.request('GET', '/api/ExternalOrderApi/customer/', asCustomer(other.token))).statusCode).toBe(200);
  });
});

describe('registration', () => {
  const body = {
    email: 'neu.kunde@example.at', password: 'lang-genug-1', title: 1, firstname: 'Neu', lastname: 'Kunde', locale: 'de_AT', is_company: false, company: '',
    vat_number: '', newsletter: false,
  };

  test('S5-36 an account is created once per e-mail address; the second answers email already exists', async () => {
    const created = await t.post('/api/ExternalOrderApi/customer', body);
    expect(created.statusCode).toBe(200);
    expect(registerResponseSchema.parse(created.json()).data.ref).toMatch(/^CUS\d{12}$/);
    await expect(loginToken(t, body.email, body.password)).resolves.toMatchObject({ customerId: expect.any(Number) });
    const again = await t.post('/api/ExternalOrderApi/customer', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status_code: 409, message: ACCOUNT_MESSAGES.emailExists });
  });

  test('the password is stored as an argon2id hash, never as given', () => {
    const row = t.db.prepare('SELECT password_hash AS hash FROM customer WHERE email = ?').get(body.email) as { hash: string };
    expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.hash).not.toContain(body.password);
  });

  test('S5-23 a password under 4 characters is refused', async () => {
    await t.expectError('/api/ExternalOrderApi/customer', 400, { body: { ...body, email: 'kurz@example.at', password: 'abc' } });
  });
});
