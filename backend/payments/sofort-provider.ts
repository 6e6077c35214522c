import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_METHOD_SLUGS } from '@/contract/checkout';
import { verifyKlarnaSignature, KLARNA_SIGNATURE_HEADER } from './klarna-signature';
import type { KlarnaSandbox } from './klarna-sandbox';
import { jsonOrNull } from './loopback-request';
import type { MerchantPayments } from './merchant-payments';
import { returnUrl } from './merchant-payments';
import { ID_PATTERNS } from './provider-ids';
import type { PaymentEvents, PaymentProvider } from './provider';
import { rawBody } from './sandbox-body';
import type { SandboxContext } from './sandbox-context';

const SLUG = PAYMENT_METHOD_SLUGS.Sofort;
export const SOFORT_NOTIFY_PATH = '/sofort/notify';
/** How old (or how far ahead) a notification's `occurred_at` may be. */
export const KLARNA_NOTIFICATION_TOLERANCE_MS = 5 * 60 * 1000;

const notificationSchema = z.object({
  event_id: z.string().regex(ID_PATTERNS.uuid),
  event_type: z.enum(['session.completed', 'session.cancelled', 'session.failed']),
  occurred_at: z.string().datetime(),
  session: z.object({
    session_id: z.string().regex(ID_PATTERNS.uuid),
    status: z.enum(['COMPLETED', 'CANCELLED', 'FAILED']),
    order_amount: z.number().int(),
    purchase_currency: z.string(),
    order_id: z.string().nullable(),
  }),
});

/** The shop's Sofort integration, served by Klarna's pay-now (Sofort was folded into Klarna). */
export function createSofortProvider(klarna: KlarnaSandbox, merchant: MerchantPayments): PaymentProvider {
  return {
    code: 'Sofort',
    start(input) {
      // POST /payments/v1/sessions, made in-process: the provider seam is synchronous.
      const session = klarna.createSession({
        orderAmount: input.amountMinor,
        purchaseCurrency: input.currency,
        locale: input.locale.replace('_', '-'),
        merchantReference1: input.orderRef,
        merchantReference2: input.orderNumber,
        successUrl: returnUrl(input, SLUG, 'success', { order_ref: input.orderRef }),
        cancelUrl: returnUrl(input, SLUG, 'cancel', { order_ref: input.orderRef }),
        failureUrl: returnUrl(input, SLUG, 'failure', { order_ref: input.orderRef }),
        statusUpdatePath: SOFORT_NOTIFY_PATH,
      });
      merchant.record('Sofort', session.session_id, input);
      return { kind: 'redirect', url: klarna.pageUrl(session.session_id), providerRef: session.session_id };
    },
  };
}

/**
 * `POST /sofort/notify`: Klarna's push notification. Acts only when the body's HMAC-SHA256 in `Klarna-Signature`
 * verifies, `occurred_at` is within 5 minutes, and the event id is new; COMPLETED of the right amount is 'paid'.
 */
export function registerSofortShopRoutes(scope: FastifyInstance, context: SandboxContext, merchant: MerchantPayments, events: PaymentEvents): void {
  scope.post(SOFORT_NOTIFY_PATH, async (request, reply) => {
    const body = rawBody(request.body);
    const header = request.headers[KLARNA_SIGNATURE_HEADER];
    if (!verifyKlarnaSignature(body, typeof header === 'string' ? header : undefined, context.secrets.klarna.notificationSecret)) {
      return reply.code(400).send({ error: 'Notification signature verification failed' });
    }
    const parsed = notificationSchema.safeParse(jsonOrNull(body));
    if (!parsed.success) return reply.code(400).send({ error: 'Notification is not a Klarna session event' });
    const notification = parsed.data;
    if (Math.abs(context.now().getTime() - Date.parse(notification.occurred_at)) > KLARNA_NOTIFICATION_TOLERANCE_MS) {
      return reply.code(400).send({ error: 'Notification timestamp outside the tolerance' });
    }
    if (!merchant.firstReceipt('Sofort', notification.event_id)) return reply.code(200).send({ received: true, duplicate: true });
    const { session } = notification;
    const payment = merchant.find('Sofort', session.session_id);
    if (!payment) return reply.code(200).send({ received: true, ignored: true });

    if (session.status === 'COMPLETED') {
      if (session.order_amount !== payment.amountMinor || session.purchase_currency !== payment.currency) {
        context.log.error({ session: session.session_id }, 'Klarna: paid amount differs from the order');
        if (merchant.claim('Sofort', payment.providerRef, 'failed')) events.failed(payment.providerRef, 'Klarna: paid amount differs from the order');
      } else if (merchant.claim('Sofort', payment.providerRef, 'paid', session.order_id)) {
        const result = events.paid(payment.providerRef, { amountMinor: payment.amountMinor, currency: payment.currency, transactionId: session.order_id ?? session.session_id });
        if (result !== 'paid') context.log.warn({ session: session.session_id, result }, 'Klarna payment reported but the order was not marked paid');
      }
    } else if (session.status === 'CANCELLED') {
      if (merchant.claim('Sofort', payment.providerRef, 'cancelled')) events.cancelled(payment.providerRef);
    } else if (merchant.claim('Sofort', payment.providerRef, 'failed')) {
      events.failed(payment.providerRef, 'Klarna: payment failed');
    }
    return reply.code(200).send({ received: true });
  });
}
