import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ID_PATTERNS, newStripeEventId, newStripePaymentIntentId, newStripeSessionId } from './provider-ids';
import { loopbackRequest } from './loopback-request';
import { alert, buttonForm, escapeHtml, html, paragraph, seeOther, sendNotice, sendPage, type Html } from './sandbox-html';
import type { SandboxContext } from './sandbox-context';
import { sameDigest } from './signature-compare';
import { stripeSignatureHeader } from './stripe-signature';

/** Checkout Sessions expire 24 hours after creation (Stripe's default). */
export const STRIPE_SESSION_LIFE_S = 24 * 60 * 60;
/** The webhook endpoint configured for the sandbox account (the shop's route). */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';
export const STRIPE_API_VERSION = '2025-03-31.basil';
export const STRIPE_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** Test cards: 4242… succeeds; these are declined with Stripe's messages. */
export const STRIPE_TEST_CARD = '4242 4242 4242 4242';
export const STRIPE_DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

type SessionRow = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string;
  customer_email: string;
  description: string;
  success_url: string;
  cancel_url: string;
  failure_url: string;
  payment_intent: string | null;
  created: number;
  expires_at: number;
};

export type StripeSessionInput = {
  amountMinor: number;
  currency: string;
  clientReferenceId: string;
  customerEmail: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Sandbox extension (Stripe has none): where 'give up' sends the shopper after the session expired. */
  failureUrl: string;
};

export type StripeEventType = 'checkout.session.completed' | 'checkout.session.expired' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed';

/** Stripe's side: Checkout Sessions, their events and the signed delivery to the account's webhook endpoint. */
export function createStripeSandbox(context: SandboxContext) {
  const { db } = context;
  const nowS = () => Math.floor(context.now().getTime() / 1000);
  const insert = db.prepare(
    `INSERT INTO sandbox_stripe_session (id, status, payment_status, amount_total, currency, client_reference_id, customer_email, description, success_url, cancel_url, failure_url, created, expires_at)
     VALUES (?, 'open', 'unpaid', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare('SELECT * FROM sandbox_stripe_session WHERE id = ?');
  const complete = db.prepare("UPDATE sandbox_stripe_session SET status = 'complete', payment_status = 'paid', payment_intent = ? WHERE id = ? AND status = 'open'");
  const expire = db.prepare("UPDATE sandbox_stripe_session SET status = 'expired' WHERE id = ? AND status = 'open'");
  const insertEvent = db.prepare('INSERT INTO sandbox_stripe_event (id, type, session_id, created) VALUES (?, ?, ?, ?)');
  const markDelivery = db.prepare('UPDATE sandbox_stripe_event SET delivery_status = ? WHERE id = ?');

  const find = (id: string): SessionRow | null => (ID_PATTERNS.stripeSession.test(id) ? ((select.get(id) as SessionRow | undefined) ?? null) : null);
  const pageUrl = (id: string) => `${context.publicOrigin()}/sandbox/stripe/c/pay/${id}`;
  const fill = (template: string, id: string) => template.split(STRIPE_SESSION_PLACEHOLDER).join(id);

  const toJson = (row: SessionRow) => ({
    id: row.id,
    object: 'checkout.session',
    amount_subtotal: row.amount_total,
    amount_total: row.amount_total,
    cancel_url: row.cancel_url,
    client_reference_id: row.client_reference_id,
    created: row.created,
    currency: row.currency,
    customer_email: row.customer_email,
    expires_at: row.expires_at,
    livemode: false,
    metadata: { order_ref: row.client_reference_id },
    mode: 'payment',
    payment_intent: row.payment_intent,
    payment_status: row.payment_status,
    status: row.status,
    success_url: row.success_url,
    url: row.status === 'open' ? pageUrl(row.id) : null,
  });

  /** Creates the event and posts it, signed, to the webhook endpoint; answers the endpoint's HTTP status (0: unreachable). */
  const deliver = async (type: StripeEventType, row: SessionRow): Promise<number> => {
    const event = { id: newStripeEventId(), object: 'event', api_version: STRIPE_API_VERSION, created: nowS(), livemode: false, pending_webhooks: 1, type, data: { object: toJson(row) } };
    insertEvent.run(event.id, type, row.id, event.created);
    const body = JSON.stringify(event);
    let status = 0;
    try {
      const answer = await loopbackRequest(context, 'POST', STRIPE_WEBHOOK_PATH, {
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(body, context.secrets.stripe.webhookSecret, nowS()) },
        body,
      });
      status = answer.status;
    } catch (error) {
      context.log.error({ err: error, event: event.id }, 'Stripe sandbox: webhook endpoint unreachable');
    }
    markDelivery.run(status, event.id);
    if (status < 200 || status > 299) context.log.warn({ event: event.id, type, status }, 'Stripe sandbox: webhook delivery not acknowledged');
    return status;
  };

  const reread = (id: string): SessionRow => {
    const row = find(id);
    if (!row) throw new Error('Stripe sandbox session vanished');
    return row;
  };

  return {
    find,
    toJson,
    fill,
    pageUrl,
    /** POST /v1/checkout/sessions (mode payment): open, unpaid, valid 24 hours. */
    createSession(input: StripeSessionInput): SessionRow {
      const id = newStripeSessionId();
      const created = nowS();
      insert.run(id, input.amountMinor, input.currency.toLowerCase(), input.clientReferenceId, input.customerEmail, input.description, input.successUrl, input.cancelUrl, input.failureUrl, created, created + STRIPE_SESSION_LIFE_S);
      return reread(id);
    },
    /** The card was charged: complete, paid, then `checkout.session.completed`. Null when the session was not open. */
    async pay(id: string): Promise<SessionRow | null> {
      if (complete.run(newStripePaymentIntentId(), id).changes !== 1) return null;
      const row = reread(id);
      await deliver('checkout.session.completed', row);
      return row;
    },
    /** Expires an open session (API call, 'give up', or its 24 hours passed), then `checkout.session.expired`. */
    async expire(id: string): Promise<SessionRow | null> {
      if (expire.run(id).changes !== 1) return null;
      const row = reread(id);
      await deliver('checkout.session.expired', row);
      return row;
    },
    isDue: (row: SessionRow) => row.status === 'open' && nowS() >= row.expires_at,
  };
}

export type StripeSandbox = ReturnType<typeof createStripeSandbox>;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a test card as Stripe's page would; null when it is charged, else the message shown on the page. */
export function cardProblem(card: { number: string; expiry: string; cvc: string }, now: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'Your card number is invalid.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return "Your card's expiration date is invalid.";
  if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now.getTime()) return 'Your card has expired.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is invalid.";
  return STRIPE_DECLINED_CARDS[digits] ?? null;
}

const payFormSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pay'), card_number: z.string().max(40), card_expiry: z.string().max(10), card_cvc: z.string().max(10), card_name: z.string().max(100).default('') }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('fail') }),
]);

function payPage(reply: FastifyReply, status: number, stripe: StripeSandbox, row: NonNullable<ReturnType<StripeSandbox['find']>>, problem: { message: string; number: string } | null) {
  const action = `/sandbox/stripe/c/pay/${row.id}`;
  const field = (id: string, label: string, value: string, autocomplete: string) =>
    `<label for="${id}">${escapeHtml(label)}</label><input type="text" id="${id}" name="${id}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" inputmode="${id === 'card_name' ? 'text' : 'numeric'}" required>`;
  const body: Html[] = [
    ...(problem ? [alert(problem.message)] : []),
    paragraph(`Paying as ${row.customer_email}. Test cards: ${STRIPE_TEST_CARD} is charged; 4000 0000 0000 0002 is declined.`),
    html(
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="pay">${field('card_number', 'Card number', problem?.number ?? STRIPE_TEST_CARD, 'cc-number')}${field('card_expiry', 'Expiry (MM / YY)', '12 / 34', 'cc-exp')}${field('card_cvc', 'CVC', '123', 'cc-csc')}${field('card_name', 'Name on card', 'Sandbox Buyer', 'cc-name')}<p><button type="submit" class="primary">Pay</button></p></form>`,
    ),
    html(
      `<div class="actions">${[
        buttonForm(action, { action: 'pay', card_number: '4000 0000 0000 0002', card_expiry: '12 / 34', card_cvc: '123' }, 'Pay with a declined test card', 'danger'),
        buttonForm(action, { action: 'fail' }, 'Give up: the payment fails', 'danger'),
        buttonForm(action, { action: 'cancel' }, 'Cancel and return to the shop'),
      ]
        .map((f) => f.html)
        .join('')}</div>`,
    ),
  ];
  return sendPage(reply, status, { brand: 'stripe', title: 'Pay by card', amount: { minor: row.amount_total, currency: row.currency.toUpperCase() }, reference: row.description, body });
}

/**
 * The Stripe sandbox's Checkout page (`/sandbox/stripe/c/pay/{id}`: pay with a test card, a declined card, give up,
 * cancel) and `POST /sandbox/stripe/v1/checkout/sessions/{id}/expire` with the secret key (Bearer).
 */
export function registerStripeSandboxRoutes(scope: FastifyInstance, context: SandboxContext, stripe: StripeSandbox): void {
  const notFound = (reply: FastifyReply) => sendNotice(reply, 404, 'stripe', 'Session not found', 'This Checkout Session does not exist.');

  /** The session, expired first when its 24 hours have passed. */
  const current = async (id: string) => {
    const row = stripe.find(id);
    if (row && stripe.isDue(row)) return (await stripe.expire(row.id)) ?? stripe.find(id);
    return row;
  };
  const closedPage = (reply: FastifyReply, row: NonNullable<ReturnType<StripeSandbox['find']>>) =>
    row.status === 'complete'
      ? sendNotice(reply, 409, 'stripe', 'Payment complete', 'This payment has already been made.', { href: stripe.fill(row.success_url, row.id), label: 'Return to the shop' })
      : sendNotice(reply, 410, 'stripe', 'Session expired', 'This Checkout Session has expired.', { href: stripe.fill(row.failure_url, row.id), label: 'Return to the shop' });

  scope.get('/sandbox/stripe/c/pay/:id', async (request, reply) => {
    const row = await current((request.params as { id: string }).id);
    if (!row) return notFound(reply);
    if (row.status !== 'open') return closedPage(reply, row);
    return payPage(reply, 200, stripe, row, null);
  });

  scope.post('/sandbox/stripe/c/pay/:id', async (request, reply) => {
    const row = await current((request.params as { id: string }).id);
    const form = payFormSchema.safeParse(request.body);
    if (!row || !form.success) return notFound(reply);
    if (form.data.action === 'cancel') return seeOther(reply, stripe.fill(row.cancel_url, row.id));
    if (row.status !== 'open') return closedPage(reply, row);
    if (form.data.action === 'fail') {
      await stripe.expire(row.id);
      return seeOther(reply, stripe.fill(row.failure_url, row.id));
    }
    const problem = cardProblem({ number: form.data.card_number, expiry: form.data.card_expiry, cvc: form.data.card_cvc }, context.now());
    if (problem) return payPage(reply, 402, stripe, row, { message: problem, number: form.data.card_number });
    const paid = await stripe.pay(row.id);
    if (!paid) return closedPage(reply, stripe.find(row.id) ?? row);
    return seeOther(reply, stripe.fill(paid.success_url, paid.id));
  });

  scope.post('/sandbox/stripe/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const header = request.headers.authorization;
    const key = typeof header === 'string' ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '') : '';
    if (!sameDigest(key, context.secrets.stripe.secretKey)) {
      return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const id = (request.params as { id: string }).id;
    const row = await current(id);
    if (!row) return reply.code(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` } });
    if (row.status !== 'open') {
      return reply.code(400).send({ error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } });
    }
    const expired = await stripe.expire(row.id);
    if (!expired) return reply.code(400).send({ error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } });
    return reply.code(200).send(stripe.toJson(expired));
  });
}
