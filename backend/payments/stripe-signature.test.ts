import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature';

const SECRET = 'whsec_test';
const BODY = '{"id":"evt_1"}';
const T = 1_700_000_000;

describe('Stripe-Signature', () => {
  test('the header is t={timestamp},v1=HMAC-SHA256(secret, t + "." + body) (checked against openssl)', () => {
    expect(stripeSignatureHeader(BODY, SECRET, T)).toBe('t=1700000000,v1=c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925');
  });

  test('a right signature within the tolerance verifies', () => {
    expect(verifyStripeSignature(BODY, stripeSignatureHeader(BODY, SECRET, T), SECRET, T + 299)).toEqual({ ok: true, timestamp: T });
  });

  test('a wrong secret, a tampered body (amount) and a changed timestamp do not verify', () => {
    const body = '{"amount_total":12345}';
    const header = stripeSignatureHeader(body, SECRET, T);
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, 'whsec_other', T), SECRET, T)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature('{"amount_total":1}', header, SECRET, T)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(body, header.replace(`t=${T}`, `t=${T + 1}`), SECRET, T)).toEqual({ ok: false, reason: 'mismatch' });
  });

  test('an expired timestamp (more than 5 minutes old) and one from the future are refused', () => {
    expect(verifyStripeSignature(BODY, stripeSignatureHeader(BODY, SECRET, T), SECRET, T + 301)).toEqual({ ok: false, reason: 'too-old' });
    expect(verifyStripeSignature(BODY, stripeSignatureHeader(BODY, SECRET, T + 301), SECRET, T)).toEqual({ ok: false, reason: 'too-new' });
  });

  test('a missing or malformed header is refused; any of several v1 signatures may match (rolled secrets)', () => {
    expect(verifyStripeSignature(BODY, undefined, SECRET, T)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyStripeSignature(BODY, 'v1=abc', SECRET, T)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyStripeSignature(BODY, `t=${T}`, SECRET, T)).toEqual({ ok: false, reason: 'malformed' });
    const right = stripeSignatureHeader(BODY, SECRET, T).split(',')[1] ?? '';
    const other = stripeSignatureHeader(BODY, 'whsec_old', T).split(',')[1] ?? '';
    expect(verifyStripeSignature(BODY, `t=${T},${other},${right}`, SECRET, T)).toEqual({ ok: true, timestamp: T });
  });
});
