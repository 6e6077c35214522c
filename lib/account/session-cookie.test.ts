import crypto from 'node:crypto';
import { TOKEN_LIFE_MS } from '@/contract/constants';
import { openSession, sealSession, sessionCookieKey, sessionCookieOptions, type StoredSession } from './session-cookie';

const key = sessionCookieKey({ token: 'shop-token-for-tests' });
const now = Date.UTC(2026, 10, 24, 10);
const session: StoredSession = { token: 'header.payload.signature-xyz', customerId: 7, email: 'anna@example.at', expiresAt: now + TOKEN_LIFE_MS, issuedAt: now };

describe('the session cookie', () => {
  test('S3-60 S4-01 the token is sealed: the cookie value shows neither token nor e-mail, and opens to the session', () => {
    const sealed = sealSession(session, 'at', key, now);
    expect(sealed).not.toContain('header');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('anna');
    expect(openSession(sealed, 'at', key, now + 1000)).toEqual(session);
  });

  test('S4-02 S4-03 a token past its expiry opens as no session', () => {
    const sealed = sealSession(session, 'at', key, now);
    expect(openSession(sealed, 'at', key, session.expiresAt - 1)).toEqual(session);
    expect(openSession(sealed, 'at', key, session.expiresAt)).toBeNull();
  });

  test("an edited value, another shop's cookie or another key opens as nothing", () => {
    const sealed = sealSession(session, 'at', key, now);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(openSession(bytes.toString('base64url'), 'at', key, now)).toBeNull();
    expect(openSession(sealed, 'de', key, now)).toBeNull();
    expect(openSession(sealed, 'at', crypto.randomBytes(32), now)).toBeNull();
    expect(openSession('not a cookie', 'at', key, now)).toBeNull();
  });

  test('the cookie is httpOnly, SameSite=Lax, Secure where asked, and lives as long as the token', () => {
    expect(sessionCookieOptions(true, now + TOKEN_LIFE_MS, now)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: TOKEN_LIFE_MS / 1000 });
    expect(sessionCookieOptions(false, now - 5, now).maxAge).toBe(0);
  });
});
