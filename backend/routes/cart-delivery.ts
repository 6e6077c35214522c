import { CART_NOT_FOUND_MESSAGE } from '@/contract/cart-not-found';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COUPON_INVALID_MESSAGE,
  POSTAGE_INVALID_MESSAGE,
  insertCouponRequestSchema,
  postageRequestSchema,
} from '@/contract/cart';
import type { CartRow } from '@/backend/repo/cart-repo';
import type { PostageLine } from '@/backend/repo/postage-repo';
import { idString, localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Around the cart: postage (`POST /customdelivery/postage`), delivery modules of a cart (`GET /api/getActiveDelivery/{cartId}`),
 * and coupons (`POST /api/ExternalOrderApi/insertCoupon/`).
 */
export function registerCartDeliveryRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const { carts, cartView, postage, coupons, pricing } = repos;

  const linesOf = (cart: CartRow, countryId: number): PostageLine[] =>
    cartView.cart({ ...cart, countryId }).items.map((item) => ({
      taxedTotal: round2(item.BEST_TAXED_PRICE * item.quantity),
      freight: item.freight,
      undeliverable: item.undeliverable,
    }));

  app.post('/customdelivery/postage', async (request, reply) => {
    const parsed = postageRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ status_code: 400, error: POSTAGE_INVALID_MESSAGE });
    const body = parsed.data;
    const cart = carts.cart(body.cart_id);
    if (!cart) return reply.code(404).send({ status_code: 404, message: CART_NOT_FOUND_MESSAGE });
    const cost = postage.postage(body.country_id, body.delivery_module_id, linesOf(cart, body.country_id));
    if (!cost) return reply.code(400).send({ status_code: 400, error: POSTAGE_INVALID_MESSAGE });
    return { status_code: 200, ...cost };
  });

  app.get('/api/getActiveDelivery/:cartId', async (request, reply) => {
    const { cartId } = parseInput(z.object({ cartId: idString }), request.params, 'params');
    const query = parseInput(z.object({ country_id: idString.optional(), locale: localeQuery }), request.query, 'query');
    const cart = carts.cart(cartId);
    if (!cart) return reply.code(404).send({ status_code: 404, message: CART_NOT_FOUND_MESSAGE });
    const countryId = query.country_id === undefined ? cart.countryId : pricing.resolveCountry(query.country_id, query.locale);
    return postage.modules(countryId, query.locale, linesOf(cart, countryId));
  });

  app.post('/api/ExternalOrderApi/insertCoupon/', async (request, reply) => {
    const body = parseInput(insertCouponRequestSchema, request.body, 'body');
    const outcome = carts.transaction(() => {
      const cart = carts.cart(body.cart_id);
      if (!cart) return { status: 404, body: { status_code: 404, message: CART_NOT_FOUND_MESSAGE } };
      const goods = cartView.cart(cart).total_taxed;
      const coupon = coupons.applicable(body.coupon_code, goods, cart.locale, body.customer_id ?? null);
      if (!coupon) return { status: 400, body: { status_code: 400, message: COUPON_INVALID_MESSAGE } };
      carts.setCoupon(cart.id, coupon.code);
      return { status: 200, body: { status_code: 200, data: { coupon_code: coupon.code, discount: coupons.discount(coupon.code, goods, cart.locale) } } };
    });
    return reply.code(outcome.status).send(outcome.body);
  });
}
