import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAY_MESSAGES, PAYMENT_METHOD_SLUGS, paypalAcceptRequestSchema, paypalCancelRequestSchema } from '@/contract/checkout';
import { parseInput } from '@/backend/validation';
import { jsonOrNull, loopbackRequest } from './loopback-request';
import type { MerchantPayment, MerchantPayments } from './merchant-payments';
import { returnUrl } from './merchant-payments';
import { minorFromDecimal } from './minor-units';
import { sendPaymentAnswer } from './payment-answer';
import { PAYPAL_API_BASE, type PaypalSandbox } from './paypal-sandbox';
import type { PaymentEvents, PaymentProvider } from './provider';
import type { SandboxContext } from './sandbox-context';

const SLUG = PAYMENT_METHOD_SLUGS.PayPal;

export const PAYPAL_MESSAGES = {
  captured: 'Payment captured',
  cancelled: 'Payment cancelled',
  declined: 'Payment declined',
  notApproved: 'Payment not approved',
  notFound: 'Payment not found',
  closed: 'Payment closed',
  amountMismatch: 'Payment amount mismatch',
  unavailable: 'Payment provider unavailable',
  alreadyPaid: PAY_MESSAGES.alreadyPaid,
} as const;

/** The part of an Orders v2 order the shop reads (zod: the provider's answer is a boundary). */
const amountSchema = z.object({ currency_code: z.string(), value: z.string() });
const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  payer: z.object({ payer_id: z.string() }).optional(),
  purchase_units: z
    .array(z.object({ amount: amountSchema, payments: z.object({ captures: z.array(z.object({ id: z.string(), status: z.string(), amount: amountSchema })) }).optional() }))
    .min(1),
});
type PaypalOrder = z.infer<typeof paypalOrderSchema>;
const paypalErrorSchema = z.object({ name: z.string(), details: z.array(z.object({ issue: z.string() })).default([]) });

/** The shop's PayPal integration: creates the order at start, captures it over the REST API after the buyer's return. */
export function createPaypalProvider(context: SandboxContext, paypal: PaypalSandbox, merchant: MerchantPayments): PaymentProvider {
  return {
    code: 'PayPal',
    start(input) {
      // POST /v2/checkout/orders, made in-process: the provider seam is synchronous.
      const order = paypal.createOrder({
        amountMinor: input.amountMinor,
        currency: input.currency,
        referenceId: input.orderRef,
        description: `Order ${input.orderNumber}`,
        returnUrl: returnUrl(input, SLUG, 'success', { order_ref: input.orderRef }),
        cancelUrl: returnUrl(input, SLUG, 'cancel', { order_ref: input.orderRef }),
      });
      merchant.record('PayPal', order.id, input);
      return { kind: 'redirect', url: paypal.approveUrl(order.id), providerRef: order.id };
    },
  };
}

/** The REST calls of the shop to PayPal, with the app's client credentials. */
function paypalApi(context: SandboxContext) {
  const { clientId, clientSecret } = context.secrets.paypal;
  const headers = { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/json' };
  return {
    async getOrder(id: string): Promise<PaypalOrder | null> {
      const answer = await loopbackRequest(context, 'GET', `${PAYPAL_API_BASE}/${id}`, { headers: { authorization: headers.authorization } });
      const order = answer.status === 200 ? paypalOrderSchema.safeParse(jsonOrNull(answer.text)) : null;
      return order?.success ? order.data : null;
    },
    async capture(id: string): Promise<{ ok: true; order: PaypalOrder } | { ok: false; issue: string }> {
      const answer = await loopbackRequest(context, 'POST', `${PAYPAL_API_BASE}/${id}/capture`, { headers, body: '{}' });
      if (answer.status === 200 || answer.status === 201) {
        const order = paypalOrderSchema.safeParse(jsonOrNull(answer.text));
        return order.success ? { ok: true, order: order.data } : { ok: false, issue: 'MALFORMED_ANSWER' };
      }
      const error = paypalErrorSchema.safeParse(jsonOrNull(answer.text));
      return { ok: false, issue: error.success ? (error.data.details[0]?.issue ?? error.data.name) : `HTTP_${answer.status}` };
    },
  };
}

/**
 * `POST /paypal/accept` and `POST /paypal/cancel` (S7-21), called by the storefront when the shopper returns from
 * PayPal. Accept captures the order server-to-server; only a COMPLETED capture of the amount the shop asked for marks
 * the order paid, once. The token and PayerID in the browser's return are never trusted on their own.
 */
export function registerPaypalShopRoutes(app: FastifyInstance, context: SandboxContext, merchant: MerchantPayments, events: PaymentEvents): void {
  const api = paypalApi(context);
  const answer = (reply: FastifyReply, token: string, status: number, message: string) => sendPaymentAnswer(reply, events, token, status, message);

  const settleCapture = (reply: FastifyReply, payment: MerchantPayment, order: PaypalOrder) => {
    const unit = order.purchase_units[0];
    const capture = unit?.payments?.captures[0];
    if (!capture || capture.status !== 'COMPLETED') return answer(reply, payment.providerRef, 502, PAYPAL_MESSAGES.unavailable);
    if (minorFromDecimal(capture.amount.value) !== payment.amountMinor || capture.amount.currency_code !== payment.currency) {
      if (merchant.claim('PayPal', payment.providerRef, 'failed')) events.failed(payment.providerRef, 'PayPal capture amount differs from the order');
      return answer(reply, payment.providerRef, 409, PAYPAL_MESSAGES.amountMismatch);
    }
    if (merchant.claim('PayPal', payment.providerRef, 'paid', capture.id)) {
      const result = events.paid(payment.providerRef, { amountMinor: payment.amountMinor, currency: payment.currency, transactionId: capture.id });
      if (result !== 'paid') context.log.warn({ providerRef: payment.providerRef, result }, 'PayPal capture reported but the order was not marked paid');
      return answer(reply, payment.providerRef, 200, PAYPAL_MESSAGES.captured);
    }
    const outcome = merchant.find('PayPal', payment.providerRef)?.outcome;
    return answer(reply, payment.providerRef, 409, outcome === 'paid' ? PAYPAL_MESSAGES.alreadyPaid : PAYPAL_MESSAGES.closed);
  };

  app.post('/paypal/accept', async (request, reply) => {
    const { token, PayerID } = parseInput(paypalAcceptRequestSchema, request.body, 'body').paypal_data;
    const payment = merchant.find('PayPal', token);
    const order = events.orderOf(token);
    if (!payment || !order) return reply.code(404).send({ status_code: 404, message: PAYPAL_MESSAGES.notFound });
    if (payment.outcome === 'paid') return answer(reply, token, 409, PAYPAL_MESSAGES.alreadyPaid);
    if (payment.outcome !== null || order.status !== 'not_paid') return answer(reply, token, 409, PAYPAL_MESSAGES.closed);

    const remote = await api.getOrder(token);
    if (!remote) return answer(reply, token, 502, PAYPAL_MESSAGES.unavailable);
    if (remote.payer?.payer_id !== PayerID || (remote.status !== 'APPROVED' && remote.status !== 'COMPLETED')) {
      return answer(reply, token, 409, PAYPAL_MESSAGES.notApproved);
    }
    // Captured before but not recorded (the shop stopped between the capture and its record): settle that capture.
    if (remote.status === 'COMPLETED') return settleCapture(reply, payment, remote);

    const captured = await api.capture(token);
    if (captured.ok) return settleCapture(reply, payment, captured.order);
    if (captured.issue === 'ORDER_ALREADY_CAPTURED') return answer(reply, token, 409, PAYPAL_MESSAGES.alreadyPaid);
    if (captured.issue === 'ORDER_NOT_APPROVED') return answer(reply, token, 409, PAYPAL_MESSAGES.notApproved);
    if (captured.issue === 'INSTRUMENT_DECLINED') {
      if (merchant.claim('PayPal', token, 'failed')) events.failed(token, 'PayPal: INSTRUMENT_DECLINED');
      return answer(reply, token, 402, PAYPAL_MESSAGES.declined);
    }
    context.log.error({ token, issue: captured.issue }, 'PayPal capture failed');
    return answer(reply, token, 502, PAYPAL_MESSAGES.unavailable);
  });

  app.post('/paypal/cancel', async (request, reply) => {
    const { token } = parseInput(paypalCancelRequestSchema, request.body, 'body').paypal_data;
    const payment = merchant.find('PayPal', token);
    if (!payment || !events.orderOf(token)) return reply.code(404).send({ status_code: 404, message: PAYPAL_MESSAGES.notFound });
    if (payment.outcome === 'paid') return answer(reply, token, 409, PAYPAL_MESSAGES.alreadyPaid);
    if (payment.outcome === 'cancelled') return answer(reply, token, 200, PAYPAL_MESSAGES.cancelled);
    if (payment.outcome === 'failed') return answer(reply, token, 409, PAYPAL_MESSAGES.closed);
    const remote = await api.getOrder(token);
    if (!remote) return answer(reply, token, 502, PAYPAL_MESSAGES.unavailable);
    if (remote.status === 'COMPLETED') return answer(reply, token, 409, PAYPAL_MESSAGES.alreadyPaid);
    if (merchant.claim('PayPal', token, 'cancelled')) events.cancelled(token);
    return answer(reply, token, 200, PAYPAL_MESSAGES.cancelled);
  });
}
