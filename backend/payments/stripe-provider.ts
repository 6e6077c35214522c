import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_METHOD_SLUGS } from '@/contract/checkout';
import { ID_PATTERNS } from './provider-ids';
import { jsonOrNull, loopbackRequest } from './loopback-request';
import type { MerchantPayment, MerchantPayments } from './merchant-payments';
import type { PaymentEvents, PaymentProvider } from './provider';
import { rawBody } from './sandbox-body';
import type { SandboxContext } from './sandbox-context';
import { seeOther, sendNotice } from './sandbox-html';
import { STRIPE_SESSION_PLACEHOLDER, STRIPE_WEBHOOK_PATH, type StripeSandbox } from './stripe-sandbox';
import { verifyStripeSignature } from './stripe-signature';

const SLUG = PAYMENT_METHOD_SLUGS.StripePayment;
/** The shop's cancel address given to Stripe: expires the session, then sends the shopper to the storefront. */
export const STRIPE_CANCEL_RETURN_PATH = '/stripe/return/cancel';

const sessionSchema = z.object({
  id: z.string().regex(ID_PATTERNS.stripeSession),
  object: z.literal('checkout.session'),
  amount_total: z.number().int(),
  currency: z.string(),
  payment_intent: z.string().nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  status: z.enum(['open', 'complete', 'expired']),
});
type StripeSession = z.infer<typeof sessionSchema>;
const eventSchema = z.object({ id: z.string().regex(ID_PATTERNS.stripeEvent), object: z.literal('event'), type: z.string(), data: z.object({ object: z.unknown() }) });

/** `{base}/stripe/{outcome}?session_id={CHECKOUT_SESSION_ID}&order_ref=...` (Stripe fills in the placeholder). */
const sessionReturnUrl = (returnBase: string, outcome: 'success' | 'cancel' | 'failure', orderRef: string) =>
  `${returnBase.replace(/\/+$/, '')}/${SLUG}/${outcome}?session_id=${STRIPE_SESSION_PLACEHOLDER}&order_ref=${encodeURIComponent(orderRef)}`;

/** The shop's Stripe Checkout integration: a session per payment; the storefront opens the session's page (S4-36). */
export function createStripeProvider(context: SandboxContext, stripe: StripeSandbox, merchant: MerchantPayments): PaymentProvider {
  return {
    code: 'StripePayment',
    start(input) {
      // POST /v1/checkout/sessions, made in-process: the provider seam is synchronous.
      const session = stripe.createSession({
        amountMinor: input.amountMinor,
        currency: input.currency,
        clientReferenceId: input.orderRef,
        customerEmail: input.email,
        description: `Order ${input.orderNumber}`,
        successUrl: sessionReturnUrl(input.returnBase, 'success', input.orderRef),
        cancelUrl: `${context.publicOrigin()}${STRIPE_CANCEL_RETURN_PATH}?session_id=${STRIPE_SESSION_PLACEHOLDER}`,
        failureUrl: sessionReturnUrl(input.returnBase, 'failure', input.orderRef),
      });
      merchant.record('StripePayment', session.id, input);
      return { kind: 'session', sessionId: session.id, providerRef: session.id };
    },
  };
}

/**
 * The shop's Stripe routes: `POST /stripe/webhook` (the only way to 'paid': a `checkout.session.completed` event with a
 * valid `Stripe-Signature` within 5 minutes, each event id once) and `GET /stripe/return/cancel` (the session's
 * cancel address: the shop expires the open session over the API, reports the cancellation, and sends the shopper on).
 */
export function registerStripeShopRoutes(scope: FastifyInstance, context: SandboxContext, merchant: MerchantPayments, events: PaymentEvents): void {
  const report = (payment: MerchantPayment, outcome: 'failed' | 'cancelled', reason: string) => {
    if (!merchant.claim('StripePayment', payment.providerRef, outcome)) return;
    if (outcome === 'cancelled') events.cancelled(payment.providerRef);
    else events.failed(payment.providerRef, reason);
  };

  const settlePaid = (payment: MerchantPayment, session: StripeSession) => {
    if (session.payment_status !== 'paid') return;
    if (session.amount_total !== payment.amountMinor || session.currency.toUpperCase() !== payment.currency) {
      context.log.error({ session: session.id }, 'Stripe: paid amount differs from the order');
      report(payment, 'failed', 'Stripe: paid amount differs from the order');
      return;
    }
    const transactionId = session.payment_intent ?? session.id;
    if (!merchant.claim('StripePayment', payment.providerRef, 'paid', transactionId)) return;
    const result = events.paid(payment.providerRef, { amountMinor: payment.amountMinor, currency: payment.currency, transactionId });
    if (result !== 'paid') context.log.warn({ session: session.id, result }, 'Stripe payment reported but the order was not marked paid');
  };

  scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    const payload = rawBody(request.body);
    const header = request.headers['stripe-signature'];
    const check = verifyStripeSignature(payload, typeof header === 'string' ? header : undefined, context.secrets.stripe.webhookSecret, Math.floor(context.now().getTime() / 1000));
    if (!check.ok) return reply.code(400).send({ error: `Webhook signature verification failed (${check.reason})` });
    const event = eventSchema.safeParse(jsonOrNull(payload));
    if (!event.success) return reply.code(400).send({ error: 'Webhook payload is not a Stripe event' });
    // Stripe may deliver an event more than once: acknowledge a repeat, act on the first delivery only.
    if (!merchant.firstReceipt('StripePayment', event.data.id)) return reply.code(200).send({ received: true, duplicate: true });

    const session = sessionSchema.safeParse(event.data.data.object);
    const payment = session.success ? merchant.find('StripePayment', session.data.id) : null;
    if (!session.success || !payment) return reply.code(200).send({ received: true, ignored: true });
    switch (event.data.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        settlePaid(payment, session.data);
        break;
      case 'checkout.session.async_payment_failed':
        report(payment, 'failed', 'Stripe: asynchronous payment failed');
        break;
      case 'checkout.session.expired':
        // The shop expires the session itself when the shopper cancels; any other expiry is a failed payment.
        if (payment.cancelRequested) report(payment, 'cancelled', 'Stripe: cancelled by the shopper');
        else report(payment, 'failed', 'Stripe: checkout session expired');
        break;
      default:
        return reply.code(200).send({ received: true, ignored: true });
    }
    return reply.code(200).send({ received: true });
  });

  scope.get(STRIPE_CANCEL_RETURN_PATH, async (request, reply) => {
    const query = z.object({ session_id: z.string().regex(ID_PATTERNS.stripeSession) }).safeParse(request.query);
    const payment = query.success ? merchant.find('StripePayment', query.data.session_id) : null;
    if (!payment) return sendNotice(reply, 404, 'shop', 'Payment not found', 'This payment does not exist.');
    if (payment.outcome === null) {
      merchant.markCancelRequested('StripePayment', payment.providerRef);
      const answer = await loopbackRequest(context, 'POST', `/sandbox/stripe/v1/checkout/sessions/${payment.providerRef}/expire`, {
        headers: { authorization: `Bearer ${context.secrets.stripe.secretKey}` },
      });
      const session = answer.status === 200 ? sessionSchema.safeParse(jsonOrNull(answer.text)) : null;
      // The expired event may have reported the cancellation already; `claim` keeps it to one report.
      if (session?.success && session.data.status === 'expired') report({ ...payment, cancelRequested: true }, 'cancelled', 'Stripe: cancelled by the shopper');
    }
    return seeOther(reply, `${payment.returnBase}/${SLUG}/cancel?${new URLSearchParams({ session_id: payment.providerRef, order_ref: payment.orderRef }).toString()}`);
  });
}
