import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderPaymentState, OrderStatusCode, orderListResponseSchema, orderProductListResponseSchema, orderResponseSchema } from '@/contract/checkout';
import { ORDER_MESSAGES, PAY_MESSAGES, orderCancelRequestSchema, type orderCancelResultSchema } from '@/contract/checkout';
import { ORDER_LIST_LIMIT } from '@/contract/constants';
import type { OrderRow } from '@/backend/repo/order-store';
import { idString, intString, parseInput } from '@/backend/validation';
import { HttpError } from '@/backend/errors';
import type { RouteDeps } from './deps';

type CancelResult = z.infer<typeof orderCancelResultSchema>;

/** Why an order that is not unpaid cannot be canceled. */
const NOT_CANCELABLE: Partial<Record<OrderStatusCode, string>> = {
  paid: PAY_MESSAGES.alreadyPaid,
  processing: PAY_MESSAGES.alreadyPaid,
  refunded: PAY_MESSAGES.alreadyPaid,
};

/**
 * The customer whose orders a request may see: a customer's token sees only its own (the `customer_id` parameter is
 * ignored, never trusted); the shop token sees any order, or one customer's with `customer_id`.
 */
export function orderScope(request: FastifyRequest, customerIdParameter: number | undefined): number | undefined {
  return request.principal?.kind === 'customer' ? request.principal.customerId : customerIdParameter;
}

/**
 * Orders: `GET /api/ExternalOrderApi/order/{id}` (with `customer_id` it must be that customer's), its payment state
 * (`.../order/{id}/payment`), a customer's orders (`.../order/?customer_id&limit`, newest first), an order's lines
 * (`GET /api/order_product/?order_id=`) and `POST /order/cancel` (unpaid orders only). The cancel answer's body is a
 * JSON string of orderCancelResultSchema, as the shop backend sends it (S4-37). With a customer's token the reads
 * answer the token customer's orders only: another customer's order is a 404 like an unknown one (orderScope).
 */
export function registerOrderRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const { orderStore, orderView } = repos;
  const notFound = (reply: FastifyReply) => reply.code(404).send({ status_code: 404, message: ORDER_MESSAGES.notFound });

  const find = (id: number, customerId: number | undefined): OrderRow | null => {
    const order = orderStore.order(id);
    return order && (customerId === undefined || order.customerId === customerId) ? order : null;
  };

  app.get('/api/ExternalOrderApi/order/:id', async (request, reply) => {
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    const query = parseInput(z.object({ customer_id: idString.optional() }), request.query, 'query');
    const order = find(id, orderScope(request, query.customer_id));
    if (!order) return notFound(reply);
    return { status_code: 200, data: orderView.order(order) } satisfies z.infer<typeof orderResponseSchema>;
  });

  app.get('/api/ExternalOrderApi/order/:id/payment', async (request, reply) => {
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    const query = parseInput(z.object({ customer_id: idString.optional() }), request.query, 'query');
    const order = find(id, query.customer_id);
    if (!order) return notFound(reply);
    return orderView.paymentState(order) satisfies OrderPaymentState;
  });

  app.get('/api/ExternalOrderApi/order/', async (request): Promise<z.infer<typeof orderListResponseSchema>> => {
    const query = parseInput(z.object({ customer_id: idString.optional(), limit: intString(1, 1_000_000).optional() }), request.query, 'query');
    const customerId = orderScope(request, query.customer_id);
    if (customerId === undefined) throw new HttpError(400, 'Bad Request: query/customer_id is required');
    const limit = Math.min(query.limit ?? ORDER_LIST_LIMIT, ORDER_LIST_LIMIT);
    return { OrderItems: orderStore.ordersOfCustomer(customerId, limit).map((order) => orderView.order(order)) };
  });

  app.get('/api/order_product/', async (request, reply) => {
    const query = parseInput(z.object({ order_id: idString }), request.query, 'query');
    const order = find(query.order_id, orderScope(request, undefined));
    if (!order) return notFound(reply);
    const lines = orderView.order(order).products.map((line) => ({ ...line, order_id: order.id }));
    return { OrderProductItems: lines } satisfies z.infer<typeof orderProductListResponseSchema>;
  });

  app.post('/order/cancel', async (request, reply) => {
    const body = parseInput(orderCancelRequestSchema, request.body, 'body');
    const outcome = repos.orderState.cancel(body.order_id);
    const result: CancelResult = !outcome
      ? { status_code: 404, message: ORDER_MESSAGES.notFound }
      : outcome.canceled
        ? { status_code: 200, message: ORDER_MESSAGES.canceled, status: 'canceled' }
        : { status_code: 409, message: NOT_CANCELABLE[outcome.order.status] ?? ORDER_MESSAGES.notCancelable, status: outcome.order.status };
    return reply.code(result.status_code).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(JSON.stringify(result)));
  });
}
