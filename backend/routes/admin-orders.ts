import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { orderResponseSchema } from '@/contract/checkout';
import { ORDER_MESSAGES, adminOrderStatusRequestSchema } from '@/contract/checkout';
import { idString, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/**
 * `POST /api/admin/order/{id}/status` {status, at?, tracking_number?} (shop token): an operator moves an order, e.g.
 * to 'sent' (back-dated with `at` to end the withdrawal period) or 'paid' (a transfer or cash payment arrived).
 */
export function registerAdminOrderRoutes(app: FastifyInstance, { repos, now }: RouteDeps): void {
  app.post('/api/admin/order/:id/status', async (request, reply) => {
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    const body = parseInput(adminOrderStatusRequestSchema, request.body, 'body');
    const at = body.at === undefined ? now().toISOString() : new Date(body.at).toISOString();
    const order = repos.orderState.operatorStatus(id, body.status, at, body.tracking_number ?? null);
    if (!order) return reply.code(404).send({ status_code: 404, message: ORDER_MESSAGES.notFound });
    return { status_code: 200, data: repos.orderView.order(order) } satisfies z.infer<typeof orderResponseSchema>;
  });
}
