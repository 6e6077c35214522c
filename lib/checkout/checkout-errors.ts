import type { CheckoutErrorCode } from './checkout-state';

/** HTTP status of a storefront checkout error (`{error}` answers of `/api/checkout*`). */
export function statusOfCheckoutError(code: CheckoutErrorCode): number {
  switch (code) {
    case 'bad-request':
    case 'invalid':
      return 400;
    case 'foreign-cart':
      return 403;
    case 'cart-empty':
    case 'session-expired':
    case 'address-missing':
    case 'shipping-missing':
    case 'delivery-unavailable':
    case 'payment-unavailable':
    case 'products-unavailable':
    case 'undeliverable-confirm':
    case 'already-paid':
    case 'coupon-invalid':
      return 409;
    case 'all-undeliverable':
    case 'no-deliveries':
    case 'no-pickup':
    case 'terms-required':
      return 422;
    case 'wait-before-retry':
      return 429;
    case 'order-failed':
      return 502;
    case 'checkout-unavailable':
      return 503;
  }
}
