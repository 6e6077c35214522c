import { isOrderLinkHash, orderLinkHash, orderLinkKey, orderLinks } from './order-link';
import { orderIdOfRef } from './order-ref';
import { cartCookieKey } from '@/lib/cart/cart-cookie';

const key = orderLinkKey({ token: 'dev-shop-token' });
const REF = 'ORD000000000042';

describe('order links', () => {
  test('the hash of a reference checks for that reference only, and only with the same key', () => {
    const hash = orderLinkHash(REF, key);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isOrderLinkHash(REF, hash, key)).toBe(true);
    expect(isOrderLinkHash('ORD000000000043', hash, key)).toBe(false);
    expect(isOrderLinkHash(REF, hash, orderLinkKey({ token: 'other-token' }))).toBe(false);
    expect(isOrderLinkHash(REF, orderLinkHash('ORD000000000043', key), key)).toBe(false);
  });

  test('a changed character, a shorter, longer or malformed hash and a malformed reference are refused', () => {
    const hash = orderLinkHash(REF, key);
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, hash.slice(0, -1), `${hash}A`, '', `${hash.slice(0, -1)}=`, `${hash.slice(0, -1)}!`]) {
      expect({ bad, ok: isOrderLinkHash(REF, bad, key) }).toEqual({ bad, ok: false });
    }
    expect(isOrderLinkHash('ord000000000042', hash, key)).toBe(false);
    expect(isOrderLinkHash(' ORD000000000042', hash, key)).toBe(false);
  });

  test('ORDER_LINK_SECRET wins over the key derived from the shop token, which differs from the cart cookie key', () => {
    expect(orderLinkKey({ token: 't', orderLinkSecret: 'a-long-order-secret' })).toBe('a-long-order-secret');
    expect(orderLinkKey({ token: 't' })).not.toBe(orderLinkKey({ token: 'u' }));
    expect(orderLinkKey({ token: 't' })).not.toContain('t');
    expect(orderLinkKey({ token: 't' })).not.toBe(cartCookieKey({ token: 't' }));
  });

  test('the links of an order carry its reference and hash', () => {
    const hash = orderLinkHash(REF, key);
    expect(orderLinks(REF, key)).toEqual({
      hash,
      placed: `/order-placed?order=${REF}&h=${hash}`,
      failed: `/order-failed?order=${REF}&h=${hash}`,
      processing: `/checkout/processing?order=${REF}&h=${hash}`,
      invoice: `/guest/invoice/${REF}/${hash}`,
    });
  });

  test('the order id is read from a well-formed reference only', () => {
    expect(orderIdOfRef(REF)).toBe(42);
    expect(orderIdOfRef('ORD000000000000')).toBeNull();
    expect(orderIdOfRef('ORD42')).toBeNull();
    expect(orderIdOfRef('ORD999999999999')).toBeNull();
    expect(orderIdOfRef('ORD00000000004x')).toBeNull();
  });
});
