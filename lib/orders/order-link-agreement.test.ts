import { orderLinkKey as backendKey, signedGuestOrderPath } from '@/backend/rules/order-link';
import { isOrderLinkHash, orderLinkKey, orderLinks } from './order-link';

/**
 * The backend signs the guest order link of its e-mails with its own code (backend/rules/order-link.ts), the storefront
 * verifies it with its own (order-link.ts); both follow contract/order-link.ts, so they must agree on key and hash.
 */
describe('order links: what the backend signs, the storefront verifies', () => {
  test.each([
    ['derived from the shop token', undefined],
    ['ORDER_LINK_SECRET', 'a-configured-order-link-secret'],
  ])('with a key %s', (_name, secret) => {
    const storefront = orderLinkKey({ orderLinkSecret: secret, token: 'shop-token' });
    expect(backendKey(secret, 'shop-token')).toBe(storefront);
    for (const ref of ['ORD000000000001', 'ORD000000004242']) {
      const signed = signedGuestOrderPath(ref, backendKey(secret, 'shop-token'));
      expect(signed).toBe(orderLinks(ref, storefront).invoice);
      const hash = signed.split('/').at(-1) ?? '';
      expect(isOrderLinkHash(ref, hash, storefront)).toBe(true);
      expect(isOrderLinkHash(ref, hash, orderLinkKey({ token: 'another-shop-token' }))).toBe(false);
    }
  });
});
