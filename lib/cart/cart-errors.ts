import { COUPON_INVALID_MESSAGE } from '@/contract/cart';
import type { CartErrorCode } from './cart-view';

/** The backend's refusal texts (besides 'Cart not found', which the cart code handles itself) and what they mean here. */
const REFUSALS: Record<string, CartErrorCode> = {
  'Product not found': 'unknown-product',
  'Cart item not found': 'unknown-line',
  'Product not orderable': 'not-orderable',
  'Not enough stock': 'not-enough-stock',
  'Invalid fulfilment centre': 'bad-request',
  [COUPON_INVALID_MESSAGE]: 'coupon-invalid',
};

/**
 * The storefront's error code for a backend refusal: known texts by name; other 400 refusals are the quantity rules
 * (minimum, multiple), other 404s an unknown product or line, and anything else means the cart could not be changed.
 */
export function refusalCode(status: number, message: string | undefined): CartErrorCode {
  const known = message === undefined ? undefined : REFUSALS[message];
  if (known) return known;
  if (status === 400) return 'invalid-quantity';
  if (status === 404) return 'unknown-product';
  if (status === 409) return 'not-enough-stock';
  return 'cart-unavailable';
}

/** HTTP status of a storefront cart error. */
export function statusOfCartError(code: CartErrorCode): number {
  switch (code) {
    case 'bad-request':
    case 'invalid-quantity':
    case 'coupon-invalid':
      return 400;
    case 'foreign-cart':
      return 403;
    case 'unknown-product':
    case 'unknown-line':
    case 'restore-failed':
      return 404;
    case 'not-orderable':
    case 'not-enough-stock':
      return 409;
    case 'cart-unavailable':
      return 503;
  }
}
