import crypto from 'node:crypto';
import { authorizeUrl, challengeOf, newFlow, verifyIdToken } from './social-flow';
import { openFlow, sealFlow } from './social-cookie';

const settings = { issuer: 'http://127.0.0.1:4000/sandbox/oidc', clientId: 'shop-storefront', clientSecret: 'client-secret-0123456789', redirectUri: 'http://at.localhost:3000/api/account/social/callback' };
const now = Date.UTC(2026, 10, 24, 10, 0, 0);
const nowS = Math.floor(now / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function token(claims: Record<string, unknown>, options: { alg?: string; secret?: string } = {}): string {
  const input = `${b64({ alg: options.alg ?? 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${crypto.createHmac('sha256', options.secret ?? settings.clientSecret).update(input).digest('base64url')}`;
}
const good = { iss: settings.issuer, sub: 'sbx_abc', aud: 'shop-storefront', iat: nowS, exp: nowS + 600, nonce: 'n'.repeat(43), email: 'x@idp.example' };

describe('linking a social account: the flow', () => {
  test('S4-55 the authorize URL carries the client, the callback, state, nonce and the S256 challenge of the verifier (never the verifier)', () => {
    const flow = newFlow(4);
    const url = new URL(authorizeUrl(settings, flow));
    expect(`${url.origin}${url.pathname}`).toBe(`${settings.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code', client_id: 'shop-storefront', redirect_uri: settings.redirectUri, scope: 'openid email', state: flow.state, nonce: flow.nonce,
      code_challenge: challengeOf(flow.verifier), code_challenge_method: 'S256',
    });
    expect(url.toString()).not.toContain(flow.verifier);
    // RFC 7636, appendix B.
    expect(challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  test('S4-55 an id_token with a good signature, issuer, audience, nonce and expiry gives its claims', () => {
    expect(verifyIdToken(token(good), settings, good.nonce, now)).toEqual({ ok: true, data: good });
  });

  test('S4-55 every other id_token is refused, with the reason', () => {
    const cases: [string, string][] = [
      [token(good, { secret: 'another-secret-0000000000' }), 'signature'],
      [token(good, { alg: 'none' }).split('.').slice(0, 2).join('.') + '.', 'algorithm'],
      [token(good, { alg: 'RS256' }), 'algorithm'],
      [token({ ...good, iss: 'http://evil.example' }), 'issuer'],
      [token({ ...good, aud: 'another-client' }), 'audience'],
      [token({ ...good, nonce: 'm'.repeat(43) }), 'nonce'],
      [token({ ...good, exp: nowS - 1 }), 'expired'],
      [token({ ...good, iat: nowS + 3600 }), 'expired'],
      ['not-a-token', 'malformed'],
      [token({ ...good, sub: '' }), 'malformed'],
    ];
    for (const [candidate, reason] of cases) expect(verifyIdToken(candidate, settings, good.nonce, now)).toEqual({ ok: false, error: reason });
  });

  test('the flow cookie opens only for its shop, unchanged and within ten minutes', () => {
    const key = crypto.randomBytes(32);
    const flow = newFlow(4);
    const sealed = sealFlow(flow, 'at', key, now);
    expect(openFlow(sealed, 'at', key, now + 60_000)).toEqual(flow);
    expect(openFlow(sealed, 'de', key, now)).toBeNull();
    expect(openFlow(sealed, 'at', key, now + 10 * 60_000)).toBeNull();
    expect(openFlow(`${sealed.slice(0, -2)}AA`, 'at', key, now)).toBeNull();
  });
});
