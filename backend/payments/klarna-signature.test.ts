import { klarnaSignature, verifyKlarnaSignature } from './klarna-signature';

describe('Klarna push notification signature', () => {
  test('hex HMAC-SHA256 of the body with the shared secret (checked against openssl)', () => {
    expect(klarnaSignature('{"a":1}', 'k')).toBe('c3a92ff9e274cdcce27a58c15a78ec6dcbbdbd0038a87e7a11baef2028fd8bff');
  });

  test('verifies the right signature only: not another secret, a tampered body, or a missing or malformed header', () => {
    const body = '{"order_amount":12345}';
    const signature = klarnaSignature(body, 'secret');
    expect(verifyKlarnaSignature(body, signature, 'secret')).toBe(true);
    expect(verifyKlarnaSignature(body, klarnaSignature(body, 'other'), 'secret')).toBe(false);
    expect(verifyKlarnaSignature('{"order_amount":1}', signature, 'secret')).toBe(false);
    expect(verifyKlarnaSignature(body, undefined, 'secret')).toBe(false);
    expect(verifyKlarnaSignature(body, signature.toUpperCase(), 'secret')).toBe(false);
  });
});
