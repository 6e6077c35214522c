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
} from '@/contract/cart';
import { DEFAULT_DELIVERY_ID } from '@/contract/constants';
import type { Shop } from '@/contract/shops';
import type { TheliaLogin } from '@/contract/cart';
import { backendDomainCall, type DomainAnswer } from '@/lib/api/backend-domain-call';
import { err, ok, type Result, type UpstreamError } from '@/lib/api/result';
import { refusalCode } from './cart-errors';
import { isAddSuccess, isCartNotFound, resolveCartId } from './cart-rules';
import type { CartErrorCode } from './cart-view';

/**
 * Who and where a cart call is for: the shop (locale), the delivery country that prices the items, and the customer
 * (`thelia_login`, null for a guest), all from the request context (lib/cart/cart-handlers.ts cartScopeOf).
 */
export type CartScope = { shop: Shop; countryId: number; login: TheliaLogin };

/** Why a cart call did not do what was asked: the storefront's error code and a detail for the log. */
export type CartFailure = { code: CartErrorCode; detail: string };
export type CartOutcome<T> = Result<T, CartFailure>;

const failure = (code: CartErrorCode, detail: string): { ok: false; error: CartFailure } => err({ code, detail });

type CartCallResult = Result<DomainAnswer<{ status_code: number; message?: string | undefined }>, UpstreamError>;

function refused(outcome: CartCallResult): { ok: false; error: CartFailure } {
  if (!outcome.ok) return failure(outcome.error.kind === 'rejected' ? 'bad-request' : 'cart-unavailable', outcome.error.message);
  const { body } = outcome.data;
  return failure(refusalCode(body.status_code, body.message), body.message ?? `status ${body.status_code}`);
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
    backendDomainCall('cart/add', cartAddResponseSchema, {
      method: 'post',
      json: {
        'thelia.cart_id': id,
        thelia_cart_add: { append: true, product: line.productId, product_sale_elements_id: line.pseId, quantity: line.quantity },
        thelia_login: scope.login,
        ...scopeFields(scope),
      },
    });
  let outcome = await call(resolveCartId(cartId, null));
  if (outcome.ok && isCartNotFound(outcome.data.body)) outcome = await call(null);
  if (outcome.ok && isAddSuccess(outcome.data.body)) return ok(outcome.data.body.data);
  return refused(outcome);
}

/** Sets a line's quantity (0 removes it) and, when given, the fulfilment centre it ships from. */
export async function updateLine(
  scope: CartScope,
  cartId: number,
  lineId: number,
  change: { quantity: number; fulfilmentCenter?: number },
): Promise<CartOutcome<{ quantity: number }>> {
  const outcome = await backendDomainCall('cart/update', cartAddResponseSchema, {
    method: 'post',
    json: {
      cart_id: cartId,
      cart_item: lineId,
      quantity: change.quantity,
      ...(change.fulfilmentCenter !== undefined ? { selected_fulfilment_center: change.fulfilmentCenter } : {}),
      thelia_login: scope.login,
      ...scopeFields(scope),
    },
  });
  if (outcome.ok && outcome.data.body.status_code === 200 && outcome.data.body.data) return ok({ quantity: outcome.data.body.data.quantity });
  return refused(outcome);
}

export async function deleteLine(scope: CartScope, cartId: number, lineId: number): Promise<CartOutcome<object>> {
  const outcome = await backendDomainCall('cart/delete', cartStatusResponseSchema, { method: 'post', json: { cart_id: cartId, cart_item: lineId, ...scopeFields(scope) } });
  return outcome.ok && outcome.data.body.status_code === 200 ? ok({}) : refused(outcome);
}

export async function clearCart(scope: CartScope, cartId: number): Promise<CartOutcome<object>> {
  const outcome = await backendDomainCall('cart/clear', cartStatusResponseSchema, { method: 'post', json: { cart_id: cartId, ...scopeFields(scope) } });
  return outcome.ok && (outcome.data.body.status_code === 200 || isCartNotFound(outcome.data.body)) ? ok({}) : refused(outcome);
}

/** The cart with its items priced for the scope's country; null when the backend no longer knows it. */
export async function readCart(scope: CartScope, cartId: number): Promise<CartOutcome<{ cart: Cart | null }>> {
  const outcome = await backendDomainCall('cart/get', cartGetResponseSchema, { method: 'post', json: { cart_id: cartId, thelia_login: scope.login, ...scopeFields(scope) } });
  if (outcome.ok && isCartNotFound(outcome.data.body)) return ok({ cart: null });
  if (outcome.ok && outcome.data.body.status_code === 200 && outcome.data.body.data) return ok({ cart: outcome.data.body.data });
  return refused(outcome);
}

/** Postage of the cart for its country and the default delivery method; null when it cannot be read (only logged). */
export async function readPostage(scope: CartScope, cartId: number): Promise<PostageResponse | null> {
  const outcome = await backendDomainCall('customdelivery/postage', postageResponseSchema, {
    method: 'post',
    json: { country_id: scope.countryId, state_id: null, cart_id: cartId, locale: scope.shop.theliaLocale, delivery_module_id: DEFAULT_DELIVERY_ID },
  });
  if (outcome.ok && outcome.data.body.status_code === 200) return outcome.data.body;
  console.error(`postage of cart: ${outcome.ok ? (outcome.data.body.error ?? outcome.data.status) : outcome.error.message}`);
  return null;
}

/** Applies a coupon code to the cart (`ExternalOrderApi/insertCoupon/`); 'Coupon invalid' leaves the cart unchanged. */
export async function applyCoupon(cartId: number, code: string): Promise<CartOutcome<{ discount: number }>> {
  const outcome = await backendDomainCall('api/ExternalOrderApi/insertCoupon/', insertCouponResponseSchema, {
    method: 'post',
    json: { coupon_code: code, cart_id: cartId, customer_id: null },
  });
  if (outcome.ok && outcome.data.body.status_code === 200 && outcome.data.body.data) return ok({ discount: outcome.data.body.data.discount });
  if (!outcome.ok && outcome.error.kind === 'rejected') return failure('coupon-invalid', outcome.error.message);
  return refused(outcome);
}

/** The cart an abandoned-cart token restores. */
export async function restoreAbandonedCart(token: string): Promise<CartOutcome<{ cartId: number }>> {
  const outcome = await backendDomainCall('cart/abandoned', cartAbandonedResponseSchema, { method: 'post', json: { token } });
  if (outcome.ok && outcome.data.body.status_code === 200 && outcome.data.body.data) return ok({ cartId: outcome.data.body.data.cartId });
  if (outcome.ok && isCartNotFound(outcome.data.body)) return failure('restore-failed', 'unknown token');
  if (!outcome.ok && outcome.error.kind === 'rejected') return failure('restore-failed', outcome.error.message);
  return refused(outcome);
}
