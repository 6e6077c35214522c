import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CART_NOT_FOUND_MESSAGE } from '@/contract/cart-not-found';
import type { orderLocalPickupResponseSchema } from '@/contract/checkout';
import { LOCAL_PICKUP_MESSAGES, ORDER_MESSAGES, PAY_MESSAGES, localPickupRequestSchema, type localPickupResponseSchema } from '@/contract/checkout';
import type { FulfilmentCenter } from '@/contract/fulfilment';
import { idString, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type PickupAnswer = z.infer<typeof localPickupResponseSchema>;

/**
 * Local pickup (S7-24, S7-25): `POST /localpickup/order` chooses the pickup centre of the cart's coming order,
 * `POST /localPickupAddress/order` also makes its address the delivery address. Only centres offering pickup in the
 * cart's country qualify (today the Romanian showrooms). Helper API: `GET /fast/local_pickup/[?country_id]` (the
 * centres offering pickup) and `GET /fast/order_local_pickup/?order_id=` (the centre of an order).
 */
export function registerLocalPickupRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const { carts, localPickup, fulfilment, orderStore } = repos;

  const choose = (useAddress: boolean, message: string) => async (request: { body: unknown }, reply: FastifyReply) => {
    const body = parseInput(localPickupRequestSchema, request.body, 'body');
    const answer: PickupAnswer = carts.transaction(() => {
      const cart = carts.cart(body.cart_id);
      if (!cart) return { status_code: 404, message: CART_NOT_FOUND_MESSAGE };
      if (!localPickup.pickupCenter(body.fulfilment_center_id, cart.countryId)) return { status_code: 422, message: PAY_MESSAGES.noPickup };
      localPickup.choose(cart.id, body.fulfilment_center_id, useAddress);
      return { status_code: 200, message };
    });
    return reply.code(answer.status_code).send(answer);
  };
  app.post('/localpickup/order', choose(false, LOCAL_PICKUP_MESSAGES.order));
  app.post('/localPickupAddress/order', choose(true, LOCAL_PICKUP_MESSAGES.address));

  app.get('/fast/local_pickup/', async (request): Promise<FulfilmentCenter[]> => {
    const query = parseInput(z.object({ country_id: idString.optional() }), request.query, 'query');
    return fulfilment.centers().filter((center) => center.pickup && (query.country_id === undefined || center.country_id === query.country_id));
  });

  app.get('/fast/order_local_pickup/', async (request, reply) => {
    const query = parseInput(z.object({ order_id: idString }), request.query, 'query');
    const order = orderStore.order(query.order_id);
    if (!order) return reply.code(404).send({ status_code: 404, message: ORDER_MESSAGES.notFound });
    const center = order.pickupCenterId === null ? null : (fulfilment.centers().find((c) => c.id === order.pickupCenterId) ?? null);
    return {
      order_id: order.id,
      fulfilment_center_id: center?.id ?? null,
      name: center?.name ?? null,
      address: center ? `${center.address}, ${center.zipcode} ${center.city}` : null,
    } satisfies z.infer<typeof orderLocalPickupResponseSchema>;
  });
}
