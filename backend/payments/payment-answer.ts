import type { FastifyReply } from 'fastify';
import { orderStatusCodeSchema, type OrderStatusCode } from '@/contract/checkout';
import type { PaymentEvents } from './provider';

/** Answer of the shop's payment follow-up routes (`/paypal/accept`, `/paypal/cancel`). */
export type PaymentAnswer = {
  status_code: number;
  message: string;
  data?: { order_id: number; order_ref: string; status: OrderStatusCode };
};

/** Answers `status` with the order's current state (read after reporting), or without data when it is unknown. */
export function sendPaymentAnswer(reply: FastifyReply, events: PaymentEvents, providerRef: string, status: number, message: string): FastifyReply {
  const order = events.orderOf(providerRef);
  const body: PaymentAnswer = { status_code: status, message };
  if (order) body.data = { order_id: order.orderId, order_ref: order.orderRef, status: orderStatusCodeSchema.parse(order.status) };
  return reply.code(status).send(body);
}
