import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CART_NOT_FOUND_MESSAGE } from '@/contract/cart-not-found';
import type { PaymentMethod } from '@/contract/checkout';
import { DELIVERY_MODULES } from '@/backend/db/seed/cart-rules';
import { isRedirectMethod } from '@/backend/repo/order-placement';
import { idString, parseInput } from '@/backend/validation';
import { theliaLocaleSchema } from '@/contract/common';
import type { RouteDeps } from './deps';

/**
 * `GET /api/getActivePaymentMethods/{cartId}?country_id&locale[&delivery_module_id]`: the methods of the cart's shop
 * for the delivery country, by position, with texts in `locale`. Redirect methods need a running provider; cash on
 * delivery is offered only where its shop row allows the country, and only for parcels: not for carts with freight
 * items, nor when `delivery_module_id` names another delivery.
 */
export function registerPaymentMethodRoutes(app: FastifyInstance, { repos, payments }: RouteDeps): void {
  app.get('/api/getActivePaymentMethods/:cartId', async (request, reply) => {
    const { cartId } = parseInput(z.object({ cartId: idString }), request.params, 'params');
    const query = parseInput(
      z.object({ country_id: idString.optional(), locale: theliaLocaleSchema.optional(), delivery_module_id: idString.optional() }),
      request.query,
      'query',
    );
    const cart = repos.carts.cart(cartId);
    if (!cart) return reply.code(404).send({ status_code: 404, message: CART_NOT_FOUND_MESSAGE });
    const countryId = query.country_id === undefined ? cart.countryId : repos.pricing.resolveCountry(query.country_id, cart.locale);
    const freight = repos.cartView.cart({ ...cart, countryId }).items.some((item) => item.freight && !item.undeliverable);
    const parcel = !freight && (query.delivery_module_id === undefined || query.delivery_module_id === DELIVERY_MODULES.parcel);
    const methods: PaymentMethod[] = repos.paymentMethods
      .shopModules(cart.locale, query.locale ?? cart.locale)
      .filter((method) => method.countryIds.length === 0 || method.countryIds.includes(countryId))
      .filter((method) => !method.parcelOnly || parcel)
      .filter((method) => !isRedirectMethod(method.code) || payments.provider(method.code) !== null)
      .map(({ countryIds: _countries, parcelOnly: _parcel, ...method }) => method);
    return methods;
  });
}
