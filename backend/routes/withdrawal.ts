import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { withdrawalCheckResponseSchema, withdrawalConfirmResponseSchema } from '@/contract/checkout';
import { WITHDRAWAL_MESSAGES, withdrawalRequestSchema } from '@/contract/checkout';
import type { OrderRow } from '@/backend/repo/order-store';
import { shopDateOf, timeZoneOf } from '@/backend/repo/shop-day';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type CheckAnswer = z.infer<typeof withdrawalCheckResponseSchema>;
type ConfirmAnswer = z.infer<typeof withdrawalConfirmResponseSchema>;

/** Orders no contract stands behind any more (nothing to withdraw from): they are not found. */
const CLOSED = new Set(['canceled', 'payment_error']);

/**
 * The withdrawal button's two steps (decisions.md; Directive (EU) 2023/2673): `POST /api/ExternalOrderApi/withdrawal/check`
 * finds the order by number and e-mail, `.../withdrawal/confirm` records the withdrawal and e-mails the receipt with
 * date and time. A number and e-mail that do not match are 404 'Order not found' whether the order exists or not; a
 * withdrawal after the period is 409. The period runs until RETURN_DAYS after the order was sent (shop calendar); an
 * order not yet sent can always be withdrawn from. Confirming twice answers the first receipt.
 */
export function registerWithdrawalRoutes(app: FastifyInstance, { repos, now }: RouteDeps): void {
  const { orderStore, orderView, withdrawals, mailer } = repos;

  const find = (number: string, email: string): OrderRow | null => {
    const order = orderStore.orderByNumberAndEmail(number, email);
    return order && !CLOSED.has(order.status) ? order : null;
  };
  const withinPeriod = (order: OrderRow) => {
    const until = orderView.withdrawalUntil(order);
    return until === null || shopDateOf(now(), timeZoneOf(order.locale)) <= until;
  };

  app.post('/api/ExternalOrderApi/withdrawal/check', async (request, reply) => {
    const body = parseInput(withdrawalRequestSchema, request.body, 'body');
    const order = find(body.order_number, body.email);
    if (!order) return reply.code(404).send({ status_code: 404, message: WITHDRAWAL_MESSAGES.notFound } satisfies CheckAnswer);
    const view = orderView.order(order);
    return {
      status_code: 200,
      data: {
        order_number: order.number, order_date: shopDateOf(new Date(order.createdAt), timeZoneOf(order.locale)), within_period: withinPeriod(order),
        withdrawal_until: view.withdrawal_until, products: view.products.map((line) => ({ title: line.title, quantity: line.quantity })),
      },
    } satisfies CheckAnswer;
  });

  app.post('/api/ExternalOrderApi/withdrawal/confirm', async (request, reply) => {
    const body = parseInput(withdrawalRequestSchema, request.body, 'body');
    const answer = repos.carts.transaction((): ConfirmAnswer => {
      const order = find(body.order_number, body.email);
      if (!order) return { status_code: 404, message: WITHDRAWAL_MESSAGES.notFound };
      const earlier = withdrawals.ofOrder(order.id);
      if (earlier) return { status_code: 200, data: { order_number: order.number, received_at: earlier.receivedAt } };
      if (!withinPeriod(order)) return { status_code: 409, message: WITHDRAWAL_MESSAGES.periodOver };
      const receivedAt = now().toISOString();
      withdrawals.record(order.id, body.name, body.email, body.locale, receivedAt);
      mailer.withdrawalReceipt(order, body.name, receivedAt);
      return { status_code: 200, data: { order_number: order.number, received_at: receivedAt } };
    });
    return reply.code(answer.status_code).send(answer);
  });
}
