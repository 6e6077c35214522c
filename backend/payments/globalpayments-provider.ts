import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAYMENT_METHOD_SLUGS } from '@/contract/checkout';
import { hppRequestHash, hppResponseHash, hppTimestamp, sameHash } from './globalpayments-hash';
import { HPP_PAY_PATH, HPP_RESULTS, type HppRequest } from './globalpayments-sandbox';
import type { MerchantOutcome, MerchantPayment, MerchantPayments } from './merchant-payments';
import { returnUrl } from './merchant-payments';
import { newGlobalPaymentsOrderId } from './provider-ids';
import type { PaymentEvents, PaymentProvider } from './provider';
import type { SandboxContext } from './sandbox-context';
import { escapeHtml, html, link, paragraph, seeOther, sendNotice, sendPage } from './sandbox-html';

const SLUG = PAYMENT_METHOD_SLUGS.GlobalPayments;
export const HPP_HANDOFF_PATH = '/globalpayments/hpp';
export const HPP_RESPONSE_PATH = '/globalpayments/response';

const OUTCOME_PAGES: Record<MerchantOutcome, 'success' | 'failure' | 'cancel'> = { paid: 'success', failed: 'failure', cancelled: 'cancel' };

/** The HPP response fields the shop reads (posted by the shopper's browser from the HPP). */
const hppResponseSchema = z.object({
  TIMESTAMP: z.string().regex(/^\d{14}$/),
  MERCHANT_ID: z.string().max(50),
  ORDER_ID: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/),
  RESULT: z.string().regex(/^\d{2,3}$/),
  MESSAGE: z.string().max(200),
  PASREF: z.string().max(50),
  AUTHCODE: z.string().max(20),
  AMOUNT: z.string().regex(/^\d{1,11}$/).optional(),
  SHA1HASH: z.string().regex(/^[0-9a-fA-F]{40}$/),
});

/** The shop's Global Payments HPP integration: a hand-off page of the shop posts the signed request to the HPP. */
export function createGlobalPaymentsProvider(context: SandboxContext, merchant: MerchantPayments): PaymentProvider {
  return {
    code: 'GlobalPayments',
    start(input) {
      const orderId = newGlobalPaymentsOrderId();
      merchant.record('GlobalPayments', orderId, input);
      return { kind: 'redirect', url: `${context.publicOrigin()}${HPP_HANDOFF_PATH}/${orderId}`, providerRef: orderId };
    },
  };
}

/** The signed HPP request of a payment, stamped now. */
export function hppRequestFields(context: SandboxContext, payment: MerchantPayment): HppRequest {
  const { merchantId, account, sharedSecret } = context.secrets.globalPayments;
  const base = { TIMESTAMP: hppTimestamp(context.now()), MERCHANT_ID: merchantId, ORDER_ID: payment.providerRef, AMOUNT: String(payment.amountMinor), CURRENCY: payment.currency };
  return {
    ...base,
    ACCOUNT: account,
    AUTO_SETTLE_FLAG: '1',
    HPP_VERSION: '2',
    MERCHANT_RESPONSE_URL: `${context.publicOrigin()}${HPP_RESPONSE_PATH}`,
    SHA1HASH: hppRequestHash(base, sharedSecret),
  };
}

/**
 * The shop's Global Payments routes: the hand-off page (`GET /globalpayments/hpp/{ORDER_ID}`, a form that posts itself
 * to the HPP, with a visible button for browsers without scripts) and the MERCHANT_RESPONSE_URL
 * (`POST /globalpayments/response`), which acts only on a response whose SHA1HASH verifies, once per order id.
 */
export function registerGlobalPaymentsShopRoutes(scope: FastifyInstance, context: SandboxContext, merchant: MerchantPayments, events: PaymentEvents): void {
  const back = (reply: FastifyReply, payment: MerchantPayment, outcome: MerchantOutcome) => seeOther(reply, returnUrl(payment, SLUG, OUTCOME_PAGES[outcome], { order_ref: payment.orderRef }));
  const unverified = (reply: FastifyReply) => sendNotice(reply, 400, 'shop', 'Payment response refused', 'The payment response could not be verified. Nothing was changed.');

  scope.get(`${HPP_HANDOFF_PATH}/:orderId`, async (request, reply) => {
    const payment = merchant.find('GlobalPayments', (request.params as { orderId: string }).orderId);
    if (!payment) return sendNotice(reply, 404, 'shop', 'Payment not found', 'This payment does not exist.');
    if (payment.outcome !== null) {
      const href = returnUrl(payment, SLUG, OUTCOME_PAGES[payment.outcome], { order_ref: payment.orderRef });
      return sendNotice(reply, 409, 'shop', 'Payment closed', 'This payment has already been completed or closed.', { href, label: 'Return to the shop' });
    }
    const fields = hppRequestFields(context, payment);
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return sendPage(reply, 200, {
      brand: 'shop',
      title: 'On to Global Payments',
      amount: { minor: payment.amountMinor, currency: payment.currency },
      reference: `Order ${payment.orderNumber}`,
      body: [
        paragraph('You are being taken to the payment page of Global Payments.'),
        html(`<form id="hpp" method="post" action="${escapeHtml(`${context.publicOrigin()}${HPP_PAY_PATH}`)}">${inputs}<button type="submit" class="primary">Continue to Global Payments</button></form>`),
        paragraph(link(returnUrl(payment, SLUG, 'cancel', { order_ref: payment.orderRef }), 'Back to the shop')),
      ],
      script: "document.getElementById('hpp').submit();",
    });
  });

  scope.post(HPP_RESPONSE_PATH, async (request, reply) => {
    const parsed = hppResponseSchema.safeParse(request.body);
    if (!parsed.success) return unverified(reply);
    const response = parsed.data;
    const { merchantId, sharedSecret } = context.secrets.globalPayments;
    if (response.MERCHANT_ID !== merchantId || !sameHash(response.SHA1HASH, hppResponseHash(response, sharedSecret))) return unverified(reply);
    const payment = merchant.find('GlobalPayments', response.ORDER_ID);
    if (!payment) return sendNotice(reply, 404, 'shop', 'Payment not found', 'This payment does not exist.');
    if (response.AMOUNT !== undefined && Number(response.AMOUNT) !== payment.amountMinor) return unverified(reply);

    const outcome: MerchantOutcome = response.RESULT === HPP_RESULTS.pay.result ? 'paid' : response.RESULT === HPP_RESULTS.cancel.result ? 'cancelled' : 'failed';
    if (merchant.claim('GlobalPayments', payment.providerRef, outcome, response.PASREF)) {
      if (outcome === 'paid') {
        const result = events.paid(payment.providerRef, { amountMinor: payment.amountMinor, currency: payment.currency, transactionId: response.PASREF });
        if (result !== 'paid') context.log.warn({ orderId: response.ORDER_ID, result }, 'Global Payments payment reported but the order was not marked paid');
      } else if (outcome === 'cancelled') events.cancelled(payment.providerRef);
      else events.failed(payment.providerRef, `Global Payments: ${response.RESULT} ${response.MESSAGE}`);
      return back(reply, payment, outcome);
    }
    // A repeated response (the shopper posted it twice): send the shopper where the recorded outcome leads.
    const recorded = merchant.find('GlobalPayments', payment.providerRef)?.outcome ?? outcome;
    return back(reply, payment, recorded);
  });
}
