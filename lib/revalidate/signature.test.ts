import { createHmac } from 'node:crypto';
import { signBody, verifySignature } from './signature';

const secret = 'test-secret-0123456789';
const body = '{"type":"product","id":42}';
const now = Date.UTC(2026, 10, 1, 12, 0, 0);
const ts = String(now / 1000);
const check = (overrides: Partial<Parameters<typeof verifySignature>[0]>) =>
  verifySignature({ secret, body, signature: signBody(secret, ts, body), timestamp: ts, nowMs: now, windowSeconds: 300, ...overrides });

describe('revalidation signature', () => {
  test('a valid signature: sha256= and the hex HMAC-SHA256 of "timestamp.body"', () => {
    const expected = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
    expect(signBody(secret, ts, body)).toBe(`sha256=${expected}`);
    expect(check({})).toEqual({ ok: true });
    expect(check({ signature: `sha256=${expected.toUpperCase()}` })).toEqual({ ok: true });
  });

  test('a signature made with another secret is refused', () => {
    expect(check({ signature: signBody('another-secret', ts, body) })).toEqual({ ok: false, reason: 'wrong-signature' });
  });

  test('a tampered body is refused', () => {
    expect(check({ body: '{"type":"product","id":43}' })).toEqual({ ok: false, reason: 'wrong-signature' });
  });

  test('a changed timestamp breaks the signature (it is part of the signed material)', () => {
    expect(check({ timestamp: String(Number(ts) + 1) })).toEqual({ ok: false, reason: 'wrong-signature' });
  });

  test('a timestamp outside the 5-minute window is refused, in either direction, even when correctly signed', () => {
    const old = String(Number(ts) - 301);
    const future = String(Number(ts) + 301);
    expect(check({ timestamp: old, signature: signBody(secret, old, body) })).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(check({ timestamp: future, signature: signBody(secret, future, body) })).toEqual({ ok: false, reason: 'stale-timestamp' });
    const edge = String(Number(ts) - 300);
    expect(check({ timestamp: edge, signature: signBody(secret, edge, body) })).toEqual({ ok: true });
  });

  test('missing or malformed headers are refused', () => {
    expect(check({ signature: null })).toEqual({ ok: false, reason: 'missing-signature' });
    expect(check({ timestamp: null })).toEqual({ ok: false, reason: 'missing-timestamp' });
    expect(check({ timestamp: '2026-11-01T12:00:00Z' })).toEqual({ ok: false, reason: 'malformed-timestamp' });
    expect(check({ signature: 'sha1=abc' })).toEqual({ ok: false, reason: 'malformed-signature' });
    expect(check({ signature: signBody(secret, ts, body).slice(0, -2) })).toEqual({ ok: false, reason: 'malformed-signature' });
  });
});
