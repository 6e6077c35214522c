import crypto from 'node:crypto';
import { SOCIAL_CLIENT_ID, oidcTokenResponseSchema, socialLinksResponseSchema } from '@/contract/social-link';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { demoCustomer, loginToken } from '@/backend/test-accounts';
import { OIDC_CALLBACK_PATH, oidcClientSecret, pkceChallenge } from './oidc-sandbox';

let t: TestApp;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const secret = () => oidcClientSecret(TEST_TOKEN);
const redirectUri = `http://at.localhost:3000${OIDC_CALLBACK_PATH}`;
const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, token: null });

/** Runs the browser's part: the authorize page, then the decision; answers the redirect back to the storefront. */
async function authorize(decision: 'approve' | 'deny', verifier: string, email = 'social.tester@idp-sandbox.example') {
  const params = {
    response_type: 'code', client_id: SOCIAL_CLIENT_ID, redirect_uri: redirectUri, scope: 'openid email', state: 'state-0123456789abcdef',
    nonce: 'nonce-0123456789abcdef', code_challenge: pkceChallenge(verifier), code_challenge_method: 'S256',
  };
  const page = await t.request('GET', `/sandbox/oidc/authorize?${new URLSearchParams(params)}`, { token: null });
  expect(page.statusCode).toBe(200);
  expect(page.text).toContain('Allow');
  const answer = await t.request('POST', '/sandbox/oidc/authorize', form({ ...params, decision, email }));
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location));
}

const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  t.request('POST', '/sandbox/oidc/token', form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: SOCIAL_CLIENT_ID, client_secret: secret(), code_verifier: verifier, ...extra }));

describe('the sandbox identity provider', () => {
  test('S4-55 approve: code and state back to the callback; the code with its verifier gives an HS256 id_token with iss, sub, aud, nonce, exp', async () => {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const back = await authorize('approve', verifier);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-0123456789abcdef');
    const response = await exchange(back.searchParams.get('code') ?? '', verifier);
    expect(response.statusCode).toBe(200);
    const { id_token: idToken } = oidcTokenResponseSchema.parse(response.json());
    const [header, payload, signature] = idToken.split('.');
    expect(crypto.createHmac('sha256', secret()).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: SOCIAL_CLIENT_ID, nonce: 'nonce-0123456789abcdef', email: 'social.tester@idp-sandbox.example', exp: Math.floor(clock.getTime() / 1000) + 600 });
    expect(String(claims.iss)).toMatch(/\/sandbox\/oidc$/);
    expect(String(claims.sub)).toMatch(/^sbx_/);
  });

  test('deny answers access_denied with the state; a code is single use, needs the right verifier, client secret and redirect, and expires', async () => {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const denied = await authorize('deny', verifier);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();

    const code = (await authorize('approve', verifier)).searchParams.get('code') ?? '';
    expect((await exchange(code, crypto.randomBytes(32).toString('base64url'))).statusCode).toBe(400);
    // The failed attempt used the code up.
    expect((await exchange(code, verifier)).statusCode).toBe(400);

    const second = (await authorize('approve', verifier)).searchParams.get('code') ?? '';
    expect((await exchange(second, verifier, { client_secret: 'wrong-secret-0000000000' })).statusCode).toBe(401);
    const third = (await authorize('approve', verifier)).searchParams.get('code') ?? '';
    expect((await exchange(third, verifier, { redirect_uri: 'http://evil.example/api/account/social/callback' })).statusCode).toBe(400);
    const fourth = (await authorize('approve', verifier)).searchParams.get('code') ?? '';
    clock = new Date(clock.getTime() + 61_000);
    expect((await exchange(fourth, verifier)).statusCode).toBe(400);
  });

  test('an unknown client or a redirect to another path is refused on the authorize page', async () => {
    const base = { response_type: 'code', scope: 'openid', state: 'state-0123456789abcdef', nonce: 'nonce-0123456789abcdef', code_challenge: pkceChallenge('x'.repeat(43)), code_challenge_method: 'S256' };
    for (const bad of [{ client_id: 'other', redirect_uri: redirectUri }, { client_id: SOCIAL_CLIENT_ID, redirect_uri: 'http://evil.example/steal' }]) {
      expect((await t.request('GET', `/sandbox/oidc/authorize?${new URLSearchParams({ ...base, ...bad })}`, { token: null })).statusCode).toBe(400);
    }
  });
});

describe('social account links', () => {
  const links = async (token: string) => socialLinksResponseSchema.parse((await t.request('GET', '/api/ExternalOrderApi/social', { token })).json()).data;
  const post = (path: string, token: string, body: object) => t.request('POST', path, { token, body: JSON.stringify(body) });

  test('S4-55 S4-56 a customer links a subject and unlinks it; another customer cannot take a linked subject', async () => {
    const anna = await loginToken(t, demoCustomer('private-at').email);
    const lukas = await loginToken(t, demoCustomer('private-de').email);
    expect(await links(anna.token)).toEqual([]);
    expect((await post('/api/ExternalOrderApi/social/link', anna.token, { provider: 'sandbox', subject: 'sbx_anna', email: 'anna@idp.example' })).statusCode).toBe(200);
    expect(await links(anna.token)).toEqual([expect.objectContaining({ provider: 'sandbox', email: 'anna@idp.example' })]);
    expect((await post('/api/ExternalOrderApi/social/link', lukas.token, { provider: 'sandbox', subject: 'sbx_anna', email: 'x@idp.example' })).statusCode).toBe(409);
    expect(await links(lukas.token)).toEqual([]);
    expect((await post('/api/ExternalOrderApi/social/unlink', anna.token, { provider: 'sandbox' })).statusCode).toBe(200);
    expect(await links(anna.token)).toEqual([]);
    // Free again: now Lukas may link it.
    expect((await post('/api/ExternalOrderApi/social/link', lukas.token, { provider: 'sandbox', subject: 'sbx_anna', email: 'x@idp.example' })).statusCode).toBe(200);
  });

  test('the shop token is no customer; an unknown provider is a 400', async () => {
    expect((await t.request('GET', '/api/ExternalOrderApi/social')).statusCode).toBe(401);
    const anna = await loginToken(t, demoCustomer('private-at').email);
    expect((await post('/api/ExternalOrderApi/social/link', anna.token, { provider: 'facebook', subject: 's', email: '' })).statusCode).toBe(400);
  });
});
