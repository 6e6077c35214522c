import { hppRequestHash, hppResponseHash, hppTimestamp, parseHppTimestamp, sameHash } from './globalpayments-hash';

const SECRET = 'sandbox-shared-secret';
const REQUEST = { TIMESTAMP: '20260115093000', MERCHANT_ID: 'sandboxshop', ORDER_ID: 'Xy12_ab-CD34efGH56ijKL', AMOUNT: '12345', CURRENCY: 'EUR' };
const RESPONSE = { TIMESTAMP: '20260115093000', MERCHANT_ID: 'sandboxshop', ORDER_ID: 'Xy12_ab-CD34efGH56ijKL', RESULT: '00', MESSAGE: '[ test system ] Authorised', PASREF: '12345678901234567', AUTHCODE: 'ABC123' };

describe('Global Payments SHA1HASH', () => {
  test('request: sha1(sha1(TIMESTAMP.MERCHANT_ID.ORDER_ID.AMOUNT.CURRENCY) + "." + secret) (checked against sha1sum)', () => {
    expect(hppRequestHash(REQUEST, SECRET)).toBe('416dc8e2a28787b4ad086bbbfff538e60f99e573');
  });

  test('response: over TIMESTAMP.MERCHANT_ID.ORDER_ID.RESULT.MESSAGE.PASREF.AUTHCODE (checked against sha1sum)', () => {
    expect(hppResponseHash(RESPONSE, SECRET)).toBe('2bdfb72dedbcac8cbc566cb32c270ef6ee6d78ea');
  });

  test('a tampered amount, another result or another secret give another hash', () => {
    const right = hppRequestHash(REQUEST, SECRET);
    expect(hppRequestHash({ ...REQUEST, AMOUNT: '1' }, SECRET)).not.toBe(right);
    expect(hppRequestHash(REQUEST, 'other-secret')).not.toBe(right);
    expect(hppResponseHash({ ...RESPONSE, RESULT: '101' }, SECRET)).not.toBe(hppResponseHash(RESPONSE, SECRET));
  });

  test('received hashes compare in any case, and only when equal', () => {
    expect(sameHash('416DC8E2A28787B4AD086BBBFFF538E60F99E573', '416dc8e2a28787b4ad086bbbfff538e60f99e573')).toBe(true);
    expect(sameHash('416dc8e2a28787b4ad086bbbfff538e60f99e574', '416dc8e2a28787b4ad086bbbfff538e60f99e573')).toBe(false);
    expect(sameHash('416dc8', '416dc8e2a28787b4ad086bbbfff538e60f99e573')).toBe(false);
  });

  test('timestamps are yyyyMMddHHmmss and parse back; impossible dates do not', () => {
    const date = new Date('2026-01-15T09:30:00Z');
    expect(hppTimestamp(date)).toBe('20260115093000');
    expect(parseHppTimestamp('20260115093000')).toEqual(date);
    expect(parseHppTimestamp('20260231093000')).toBeNull();
    expect(parseHppTimestamp('2026011509300')).toBeNull();
  });
});
