import type { FastifyInstance } from 'fastify';
import type { PaymentMethodCode, PayResponse } from '@/contract/checkout';
import { PAY_MESSAGES, PAY_ROUTES, PAYMENT_METHOD_CODES, amazonPayRequestSchema, payRequestSchema } from '@/contract/checkout';
import { isRedirectMethod } from '@/backend/repo/order-placement';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/**
 * The pay routes (spec section 7, S7-14..S7-19): one per method, the same payload (S7-20), all through the one
 * order placement (repo/order-placement.ts). `POST /amazon/pay` (S7-22) exists but no shop offers Amazon Pay.
 */
export function registerPayRoutes(app: FastifyInstance, { repos, payments }: RouteDeps): void {
  const route = (code: PaymentMethodCode) =>
    app.post(PAY_ROUTES[code], async (request, reply) => {
      const body = parseInput(payRequestSchema, request.body, 'body');
      const provider = isRedirectMethod(code) ? payments.provider(code) : null;
      const outcome = repos.orderPlacement.place(code, body, provider);
      return reply.code(outcome.status).send(outcome.body);
    });
  for (const code of PAYMENT_METHOD_CODES) route(code);

  app.post('/amazon/pay', async (request, reply) => {
    parseInput(amazonPayRequestSchema, request.body, 'body');
    return reply.code(409).send({ status_code: 409, message: PAY_MESSAGES.methodUnavailable } satisfies PayResponse);
  });
}
