import { CART_NOT_FOUND_MESSAGE } from '@/contract/cart-not-found';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CART_LINE_QUANTITY_MAX,
  cartAbandonedRequestSchema,
  cartAddRequestSchema,
  cartAssignCustomerRequestSchema,
  cartClearRequestSchema,
  cartDeleteRequestSchema,
  cartGetRequestSchema,
  cartUpdateRequestSchema,
  type Cart,
} from '@/contract/cart';
import type { TheliaLocale } from '@/contract/common';
import { parseInput } from '@/backend/validation';
import type { CartRow, PseForCart } from '@/backend/repo/cart-repo';
import { effectiveStockState } from '@/backend/repo/stock';
import type { RouteDeps } from './deps';

/**
 * A product's quantity rule (spec section 5) as the backend checks a line: a multiple of the product's multiple, at
 * least its minimum rounded up to that multiple; a value that is not a whole positive number counts as 1.
 */
function quantityRuleOf(variant: Pick<PseForCart, 'minQuantity' | 'multiple'>): { min: number; multiple: number } {
  const wholePositive = (value: number) => (Number.isInteger(value) && value > 0 ? value : 1);
  const multiple = wholePositive(variant.multiple);
  return { multiple, min: multiple * Math.ceil(wholePositive(variant.minQuantity) / multiple) };
}

/** A domain refusal: answered with its status and `{status_code, message}` (the storefront reads the message). */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}
const cartNotFound = () => new Refusal(404, CART_NOT_FOUND_MESSAGE);

function answer<T>(reply: FastifyReply, outcome: T | Refusal): T | FastifyReply {
  if (outcome instanceof Refusal) return reply.code(outcome.status).send({ status_code: outcome.status, message: outcome.message });
  return outcome;
}

/**
 * The cart POSTs of the spec (section 7): add, update, get, delete, clear, assignCustomer, abandoned. Every write runs
 * in one SQLite transaction; lines are unique per (cart, PSE), so parallel adds of one item add up.
 */
export function registerCartRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const { carts, pricing, cards, cartView, cartMerge } = repos;

  /** Checks a line quantity against the product's minimum and multiple, the line maximum and the stock. */
  const checkQuantity = (variant: PseForCart, cart: CartRow, quantity: number, before: number): Refusal | null => {
    const rule = quantityRuleOf(variant);
    if (quantity % rule.multiple !== 0) return new Refusal(400, `Quantity must be a multiple of ${rule.multiple}`);
    if (quantity < rule.min) return new Refusal(400, `Quantity below the minimum of ${rule.min}`);
    const state = effectiveStockState(variant.stockState, cards.undeliverable([variant.productId]).get(variant.productId) ?? [], cart.countryId);
    if (quantity > before && (state === 'out_of_stock' || state === 'undeliverable')) return new Refusal(409, 'Product not orderable');
    if (quantity > before && (quantity > CART_LINE_QUANTITY_MAX || (state === 'in_stock' && quantity > variant.quantity))) return new Refusal(409, 'Not enough stock');
    return null;
  };

  const withCountry = (cart: CartRow, countryId: number | undefined, locale: TheliaLocale): CartRow => {
    if (countryId === undefined || countryId === cart.countryId) return cart;
    const resolved = pricing.resolveCountry(countryId, locale);
    carts.setCountry(cart.id, resolved);
    return { ...cart, countryId: resolved };
  };

  const publicCart = (row: CartRow): Cart => {
    const view = cartView.cart(row);
    return { ...view, items: view.items.map(({ freight: _freight, ...item }) => item) };
  };

  app.post('/cart/add', async (request, reply) => {
    const body = parseInput(cartAddRequestSchema, request.body, 'body');
    const { product, product_sale_elements_id: pseId, quantity, append } = body.thelia_cart_add;
    const cartId = body['thelia.cart_id'] ?? null;
    const outcome = carts.transaction(() => {
      const existing = cartId === null ? null : carts.cart(cartId);
      if (cartId !== null && !existing) return cartNotFound();
      const variant = carts.pse(pseId);
      if (!variant || variant.productId !== product || variant.visible !== 1) return new Refusal(404, 'Product not found');
      const countryId = existing ? existing.countryId : pricing.resolveCountry(body.country_id, body.locale);
      const draft: CartRow = existing ?? { id: 0, locale: body.locale, countryId, customerEmail: null, couponCode: null, restoreToken: null };
      const cart = withCountry(draft, existing ? body.country_id : undefined, body.locale);
      const before = cart.id === 0 ? 0 : (carts.itemByPse(cart.id, pseId)?.quantity ?? 0);
      const total = append ? before + quantity : quantity;
      const refused = checkQuantity(variant, cart, total, before);
      if (refused) return refused;
      const saved = cart.id === 0 ? { ...cart, id: carts.createCart(body.locale, countryId) } : cart;
      const line = carts.putLine(saved, variant, total);
      return { status_code: 200, data: { quantity: line.quantity, cartId: saved.id, cartItemId: line.id } };
    });
    return answer(reply, outcome);
  });

  app.post('/cart/update', async (request, reply) => {
    const body = parseInput(cartUpdateRequestSchema, request.body, 'body');
    const outcome = carts.transaction(() => {
      const found = carts.cart(body.cart_id);
      if (!found) return cartNotFound();
      const item = carts.item(found.id, body.cart_item);
      if (!item) return new Refusal(404, 'Cart item not found');
      const cart = withCountry(found, body.country_id, body.locale);
      if (body.selected_fulfilment_center !== undefined && body.selected_fulfilment_center !== 0) {
        const held = repos.fulfilment.stock(item.pseId).some((row) => row.fulfilment_center_id === body.selected_fulfilment_center && row.quantity > 0);
        if (!held) return new Refusal(400, 'Invalid fulfilment centre');
      }
      if (body.quantity > 0) {
        const variant = carts.pse(item.pseId);
        if (!variant) return new Refusal(404, 'Product not found');
        const refused = checkQuantity(variant, cart, body.quantity, item.quantity);
        if (refused) return refused;
      }
      if (body.selected_fulfilment_center !== undefined) carts.setCenter(item.id, body.selected_fulfilment_center);
      carts.setQuantity(cart.id, item.id, body.quantity);
      return { status_code: 200, data: { quantity: Math.max(0, body.quantity), cartId: cart.id, cartItemId: item.id } };
    });
    return answer(reply, outcome);
  });

  app.post('/cart/get', async (request, reply) => {
    const body = parseInput(cartGetRequestSchema, request.body, 'body');
    const outcome = carts.transaction(() => {
      const found = carts.cart(body.cart_id);
      if (!found) return cartNotFound();
      return { status_code: 200, data: publicCart(withCountry(found, body.country_id, body.locale)) };
    });
    return answer(reply, outcome);
  });

  app.post('/cart/delete', async (request, reply) => {
    const body = parseInput(cartDeleteRequestSchema, request.body, 'body');
    const outcome = carts.transaction(() => {
      if (!carts.cart(body.cart_id)) return cartNotFound();
      if (!carts.deleteItem(body.cart_id, body.cart_item)) return new Refusal(404, 'Cart item not found');
      return { status_code: 200, data: { cartId: body.cart_id } };
    });
    return answer(reply, outcome);
  });

  app.post('/cart/clear', async (request, reply) => {
    const body = parseInput(cartClearRequestSchema, request.body, 'body');
    const outcome = carts.transaction(() => {
      if (!carts.cart(body.cart_id)) return cartNotFound();
      carts.clear(body.cart_id);
      return { status_code: 200, data: { cartId: body.cart_id } };
    });
    return answer(reply, outcome);
  });

  // At login: the cart becomes the customer's, and the lines of the customer's older carts of this shop join it.
  app.post('/cart/assignCustomer', async (request, reply) => {
    const body = parseInput(cartAssignCustomerRequestSchema, request.body, 'body');
    const cart = carts.cart(body.cart_id);
    if (!cart) return answer(reply, cartNotFound());
    carts.transaction(() => {
      carts.setEmail(body.cart_id, body.email);
      cartMerge.mergeInto(body.cart_id, body.email, cart.locale);
    });
    return { status_code: 200, data: { cartId: body.cart_id } };
  });

  app.post('/cart/abandoned', async (request, reply) => {
    const body = parseInput(cartAbandonedRequestSchema, request.body, 'body');
    const outcome = carts.transaction(() => {
      if ('token' in body) {
        const cartId = carts.cartByToken(body.token);
        return cartId === null ? cartNotFound() : { status_code: 200, data: { token: body.token, cartId } };
      }
      const cart = carts.cart(body.cart_id);
      if (!cart) return cartNotFound();
      if (body.email) carts.setEmail(cart.id, body.email);
      return { status_code: 200, data: { token: carts.restoreToken(cart), cartId: cart.id } };
    });
    return answer(reply, outcome);
  });
}
