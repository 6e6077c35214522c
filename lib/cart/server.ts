import 'server-only';
import {
  cartAbandonedResponseSchema,
  cartAddResponseSchema,
  cartGetResponseSchema,
  cartStatusResponseSchema,
  insertCouponResponseSchema,
  postageResponseSchema,
  type Cart,
  type PostageResponse,
} from '@/lib/contract/cart';
import { DEFAULT_DELIVERY_ID } from '@/lib/shop/constants';
import type { Shop } from '@/lib/shop/shops';
import { cartCall, type CartCallOutcome } from './cart-calls';
import { refusalCode } from './cart-errors';
import { isAddSuccess, isCartNotFound, resolveCartId } from './cart-rules';
import type { CartErrorCode } from './cart-view';

/** Who and where a cart call is for: the shop (locale) and the delivery country that prices the items. */
export type CartScope = { shop: Shop; countryId: number };

export type CartFailure = { ok: false; code: CartErrorCode; detail: string };
export type CartOutcome<T> = ({ ok: true } & T) | CartFailure;

const failure = (code: CartErrorCode, detail: string): CartFailure => ({ ok: false, code, detail });

function refused(outcome: CartCallOutcome<{ status_code: number; message?: string | undefined }>): CartFailure {
  if (outcome.kind === 'unavailable') return failure('cart-unavailable', outcome.message);
  if (outcome.kind === 'malformed') return failure('bad-request', outcome.error);
  return failure(refusalCode(outcome.body.status_code, outcome.body.message), outcome.body.message ?? `status ${outcome.body.status_code}`);
}

const scopeFields = (scope: CartScope) => ({ locale: scope.shop.theliaLocale, country_id: scope.countryId });

export type AddedLine = { cartId: number; cartItemId: number; quantity: number };

/**
 * Adds units of a variant (`append`: to the line's quantity). The cart is the given one, else a new one; a
 * 'Cart not found' answer makes a new cart and retries once. Success only with status_code 200 and a quantity.
 */
export async function addToCart(
  scope: CartScope,
  cartId: number | null,
  line: { productId: number; pseId: number; quantity: number },
): Promise<CartOutcome<AddedLine>> {
  const call = (id: number | null) =>
    cartCall('cart/add', cartAddResponseSchema, {
      json: {
        'thelia.cart_id': id,
        thelia_cart_add: { append: true, product: line.productId, product_sale_elements_id: line.pseId, quantity: line.quantity },
        thelia_login: null,
        ...scopeFields(scope),
      },
    });
  let outcome = await call(resolveCartId(cartId, null));
  if (outcome.kind === 'answer' && isCartNotFound(outcome.body)) outcome = await call(null);
  if (outcome.kind === 'answer' && isAddSuccess(outcome.body)) return { ok: true, ...outcome.body.data };
  return refused(outcome);
}

/** Sets a line's quantity (0 removes it) and, when given, the fulfilment centre it ships from. */
export async function updateLine(
  scope: CartScope,
  cartId: number,
  lineId: number,
  change: { quantity: number; fulfilmentCenter?: number },
): Promise<CartOutcome<{ quantity: number }>> {
  const outcome = await cartCall('cart/update', cartAddResponseSchema, {
    json: {
      cart_id: cartId,
      cart_item: lineId,
      quantity: change.quantity,
      ...(change.fulfilmentCenter !== undefined ? { selected_fulfilment_center: change.fulfilmentCenter } : {}),
      thelia_login: null,
      ...scopeFields(scope),
    },
  });
  if (outcome.kind === 'answer' && outcome.body.status_code === 200 && outcome.body.data) return { ok: true, quantity: outcome.body.data.quantity };
  return refused(outcome);
}

export async function deleteLine(scope: CartScope, cartId: number, lineId: number): Promise<CartOutcome<object>> {
  const outcome = await cartCall('cart/delete', cartStatusResponseSchema, { json: { cart_id: cartId, cart_item: lineId, ...scopeFields(scope) } });
  return outcome.kind === 'answer' && outcome.body.status_code === 200 ? { ok: true } : refused(outcome);
}

export async function clearCart(scope: CartScope, cartId: number): Promise<CartOutcome<object>> {
  const outcome = await cartCall('cart/clear', cartStatusResponseSchema, { json: { cart_id: cartId, ...scopeFields(scope) } });
  return outcome.kind === 'answer' && (outcome.body.status_code === 200 || isCartNotFound(outcome.body)) ? { ok: true } : refused(outcome);
}

/** The cart with its items priced for the scope's country; null when the backend no longer knows it. */
export async function readCart(scope: CartScope, cartId: number): Promise<CartOutcome<{ cart: Cart | null }>> {
  const outcome = await cartCall('cart/get', cartGetResponseSchema, { json: { cart_id: cartId, thelia_login: null, ...scopeFields(scope) } });
  if (outcome.kind === 'answer' && isCartNotFound(outcome.body)) return { ok: true, cart: null };
  if (outcome.kind === 'answer' && outcome.body.status_code === 200 && outcome.body.data) return { ok: true, cart: outcome.body.data };
  return refused(outcome);
}

/** Postage of the cart for its country and the default delivery method; null when it cannot be read (only logged). */
export async function readPostage(scope: CartScope, cartId: number): Promise<PostageResponse | null> {
  const outcome = await cartCall('customdelivery/postage', postageResponseSchema, {
    json: { country_id: scope.countryId, state_id: null, cart_id: cartId, locale: scope.shop.theliaLocale, delivery_module_id: DEFAULT_DELIVERY_ID },
  });
  if (outcome.kind === 'answer' && outcome.body.status_code === 200) return outcome.body;
  console.error(`postage of cart: ${outcome.kind === 'unavailable' ? outcome.message : outcome.kind === 'malformed' ? outcome.error : outcome.body.error ?? outcome.status}`);
  return null;
}

/** Applies a coupon code to the cart (`ExternalOrderApi/insertCoupon/`); 'Coupon invalid' leaves the cart unchanged. */
export async function applyCoupon(cartId: number, code: string): Promise<CartOutcome<{ discount: number }>> {
  const outcome = await cartCall('api/ExternalOrderApi/insertCoupon/', insertCouponResponseSchema, {
    json: { coupon_code: code, cart_id: cartId, customer_id: null },
  });
  if (outcome.kind === 'answer' && outcome.body.status_code === 200 && outcome.body.data) return { ok: true, discount: outcome.body.data.discount };
  if (outcome.kind === 'malformed') return failure('coupon-invalid', outcome.error);
  return refused(outcome);
}

/** The restore token of an abandoned cart (for the /back-to-cart/{token} link of a reminder e-mail). */
export async function abandonedCartToken(cartId: number): Promise<CartOutcome<{ token: string }>> {
  const outcome = await cartCall('cart/abandoned', cartAbandonedResponseSchema, { json: { cart_id: cartId } });
  if (outcome.kind === 'answer' && outcome.body.status_code === 200 && outcome.body.data) return { ok: true, token: outcome.body.data.token };
  return refused(outcome);
}

/** The cart an abandoned-cart token restores. */
export async function restoreAbandonedCart(token: string): Promise<CartOutcome<{ cartId: number }>> {
  const outcome = await cartCall('cart/abandoned', cartAbandonedResponseSchema, { json: { token } });
  if (outcome.kind === 'answer' && outcome.body.status_code === 200 && outcome.body.data) return { ok: true, cartId: outcome.body.data.cartId };
  if (outcome.kind === 'answer' && isCartNotFound(outcome.body)) return failure('restore-failed', 'unknown token');
  if (outcome.kind === 'malformed') return failure('restore-failed', outcome.error);
  return refused(outcome);
}
