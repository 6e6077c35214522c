import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { qrCodeResponseSchema } from '@/contract/checkout';
import { ORDER_MESSAGES, PAY_MESSAGES, qrCodeRequestSchema } from '@/contract/checkout';
import { epcPayload, qrModules } from '@/backend/payments/epc-qr';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type QrAnswer = z.infer<typeof qrCodeResponseSchema>;

/**
 * `POST /api/ExternalOrderApi/getQrCode` (S7-27): the EPC transfer QR code of an unpaid prepayment order in EUR, with
 * the order number as the remittance text. Orders in lei (the Romanian shop) answer 409: the EPC code is for EUR only.
 */
export function registerQrCodeRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.post('/api/ExternalOrderApi/getQrCode', async (request, reply) => {
    const body = parseInput(qrCodeRequestSchema, request.body, 'body');
    const refuse = (status: number, message: string) => reply.code(status).send({ status_code: status, message } satisfies QrAnswer);
    const row = repos.orderStore.order(body.order_id);
    if (!row) return refuse(404, ORDER_MESSAGES.notFound);
    const order = repos.orderView.order(row);
    if (order.payment_code !== 'Vorkasse' || !order.bank_details) return refuse(409, ORDER_MESSAGES.qrOnlyPrepayment);
    if (order.currency !== 'EUR') return refuse(409, ORDER_MESSAGES.qrOnlyEur);
    if (order.payment === 'accepted') return refuse(409, PAY_MESSAGES.alreadyPaid);
    const bank = order.bank_details;
    const payload = epcPayload({ bic: bank.bic, beneficiary: bank.beneficiary, iban: bank.iban, amountEur: bank.amount, remittance: bank.reference });
    return { status_code: 200, data: { payload, modules: qrModules(payload), bank_details: bank } } satisfies QrAnswer;
  });
}
