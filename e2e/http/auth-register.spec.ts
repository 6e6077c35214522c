import type { solveChallenge } from 'altcha-lib';
import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { solveCaptcha } from '../support/auth';
import { CookieJar, shopCall } from '../support/http-session';

/** The register route's captcha guard (S5-37) without a browser; what the form says is a journey (e2e/auth-register.spec.ts). */
const unique = (label: string) => `${label}-${DEFAULT_SHOP.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.${DEFAULT_SHOP.name}`;

test('S5-37 without an accepted captcha nothing is registered; a replayed captcha is refused', async () => {
  const jar = new CookieJar();
  const email = unique('captcha');
  const fields = { title: 'none', isCompany: false, company: '', vatNumber: '', firstname: 'Maria', lastname: 'Muster', email, password: 'Mein-langes-Passwort', newsletter: false };
  const register = (json: unknown) => shopCall(DEFAULT_SHOP, '/api/account/register', jar, { json });
  expect((await register({ ...fields, captcha: '' })).status).toBe(403);
  const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
  expect((await register({ ...fields, captcha: testMode })).status).toBe(403);
  const challenge = await shopCall(DEFAULT_SHOP, '/api/account/captcha', jar);
  expect(challenge.status).toBe(200);
  const captcha = await solveCaptcha(challenge.body as Parameters<typeof solveChallenge>[0]['challenge']);
  expect((await register({ ...fields, captcha })).status).toBe(200);
  const other = unique('replay');
  const replay = await register({ ...fields, email: other, captcha });
  expect(replay.status).toBe(403);
  expect(replay.body).toMatchObject({ error: 'captcha', reason: 'replayed' });
});
