import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ID_PATTERNS, newPaypalCaptureId, newPaypalOrderId, newPaypalPayerId } from './provider-ids';
import { decimalFromMinor } from './minor-units';
import { alert, buttonForm, html, link, paragraph, seeOther, sendNotice, sendPage } from './sandbox-html';
import type { SandboxContext } from './sandbox-context';
import { sameDigest } from './signature-compare';

/** PayPal's approve links are valid for three hours after the order was created. */
export const PAYPAL_APPROVE_VALID_MS = 3 * 60 * 60 * 1000;
/** The sandbox's buyer account. */
export const PAYPAL_SANDBOX_BUYER = 'sb-buyer@personal.example.com';
export const PAYPAL_API_BASE = '/sandbox/paypal/v2/checkout/orders';

type OrderRow = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount_minor: number;
  currency: string;
  reference_id: string;
  description: string;
  return_url: string;
  cancel_url: string;
  payer_id: string | null;
  payer_email: string | null;
  decline_issue: string | null;
  capture_id: string | null;
  create_time: string;
  expire_time: string;
  update_time: string;
};

export type PaypalOrderInput = { amountMinor: number; currency: string; referenceId: string; description: string; returnUrl: string; cancelUrl: string };

/** PayPal's side: the orders it keeps (Orders v2: CREATED -> APPROVED by the buyer -> COMPLETED by the capture). */
export function createPaypalSandbox(context: SandboxContext) {
  const { db } = context;
  const insert = db.prepare(
    `INSERT INTO sandbox_paypal_order (id, status, amount_minor, currency, reference_id, description, return_url, cancel_url, create_time, expire_time, update_time)
     VALUES (?, 'CREATED', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare('SELECT * FROM sandbox_paypal_order WHERE id = ?');
  const approve = db.prepare(
    "UPDATE sandbox_paypal_order SET status = 'APPROVED', payer_id = ?, payer_email = ?, decline_issue = ?, update_time = ? WHERE id = ? AND status = 'CREATED'",
  );
  const complete = db.prepare(
    "UPDATE sandbox_paypal_order SET status = 'COMPLETED', capture_id = ?, update_time = ? WHERE id = ? AND status = 'APPROVED' AND decline_issue IS NULL",
  );
  const approveUrl = (id: string) => `${context.publicOrigin()}/sandbox/paypal/checkoutnow?token=${id}`;

  const find = (id: string): OrderRow | null => (ID_PATTERNS.paypalOrder.test(id) ? ((select.get(id) as OrderRow | undefined) ?? null) : null);

  /** The order as the Orders v2 API shows it. */
  const toJson = (row: OrderRow) => {
    const amount = { currency_code: row.currency, value: decimalFromMinor(row.amount_minor) };
    const self = `${context.publicOrigin()}${PAYPAL_API_BASE}/${row.id}`;
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (row.status === 'CREATED') links.push({ href: approveUrl(row.id), rel: 'approve', method: 'GET' });
    if (row.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    return {
      id: row.id,
      intent: 'CAPTURE',
      status: row.status,
      purchase_units: [
        {
          reference_id: row.reference_id,
          description: row.description,
          amount,
          ...(row.capture_id
            ? { payments: { captures: [{ id: row.capture_id, status: 'COMPLETED', amount, final_capture: true, create_time: row.update_time, update_time: row.update_time }] } }
            : {}),
        },
      ],
      ...(row.payer_id ? { payer: { payer_id: row.payer_id, email_address: row.payer_email } } : {}),
      create_time: row.create_time,
      update_time: row.update_time,
      links,
    };
  };

  return {
    approveUrl,
    find,
    toJson,
    /** POST /v2/checkout/orders {intent: CAPTURE}: a new order, CREATED, with its approve link. */
    createOrder(input: PaypalOrderInput): OrderRow {
      const id = newPaypalOrderId();
      const now = context.now();
      insert.run(id, input.amountMinor, input.currency, input.referenceId, input.description, input.returnUrl, input.cancelUrl, now.toISOString(), new Date(now.getTime() + PAYPAL_APPROVE_VALID_MS).toISOString(), now.toISOString());
      const row = find(id);
      if (!row) throw new Error('PayPal sandbox order was not stored');
      return row;
    },
    /** The buyer approves; `declineIssue` makes the later capture fail (a funding source the processor declines). */
    approve(id: string, declineIssue: string | null): OrderRow | null {
      const changed = approve.run(newPaypalPayerId(), PAYPAL_SANDBOX_BUYER, declineIssue, context.now().toISOString(), id).changes === 1;
      return changed ? find(id) : null;
    },
    isExpired: (row: OrderRow) => row.status === 'CREATED' && context.now().getTime() > Date.parse(row.expire_time),
    /** POST /v2/checkout/orders/{id}/capture: only an approved order, only once. */
    capture(id: string): { ok: true; row: OrderRow } | { ok: false; status: number; name: string; issue: string; description: string } {
      const row = find(id);
      if (!row) return { ok: false, status: 404, name: 'RESOURCE_NOT_FOUND', issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' };
      if (row.status === 'CREATED') return { ok: false, status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' };
      if (row.status === 'COMPLETED') return { ok: false, status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' };
      if (row.decline_issue) {
        return { ok: false, status: 422, name: 'UNPROCESSABLE_ENTITY', issue: row.decline_issue, description: 'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.' };
      }
      if (complete.run(newPaypalCaptureId(), context.now().toISOString(), id).changes !== 1) {
        return { ok: false, status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' };
      }
      const captured = find(id);
      if (!captured) throw new Error('PayPal sandbox order vanished');
      return { ok: true, row: captured };
    },
  };
}

export type PaypalSandbox = ReturnType<typeof createPaypalSandbox>;

/** `url` with PayPal's fields put in front of its own query. */
function withPaypalFields(address: string, fields: Record<string, string>): string {
  const url = new URL(address);
  const query = new URLSearchParams(fields);
  for (const [key, value] of url.searchParams) query.append(key, value);
  url.search = query.toString();
  return url.toString();
}

/** Where PayPal sends the buyer after approval: the order's return_url plus token and PayerID. */
export const paypalReturnLocation = (row: Pick<OrderRow, 'return_url' | 'id' | 'payer_id'>) => withPaypalFields(row.return_url, { token: row.id, PayerID: row.payer_id ?? '' });

/** Where PayPal sends the buyer who cancels: the order's cancel_url plus token. */
export const paypalCancelLocation = (row: Pick<OrderRow, 'cancel_url' | 'id'>) => withPaypalFields(row.cancel_url, { token: row.id });

const approveFormSchema = z.object({ token: z.string().regex(ID_PATTERNS.paypalOrder), action: z.enum(['approve', 'cancel', 'decline']) });

function checkBasicAuth(request: FastifyRequest, context: SandboxContext): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const { clientId, clientSecret } = context.secrets.paypal;
  return sameDigest(Buffer.from(match[1], 'base64').toString('utf8'), `${clientId}:${clientSecret}`);
}

const apiError = (reply: FastifyReply, status: number, name: string, issue: string, description: string) =>
  reply.code(status).send({ name, message: description, details: [{ issue, description }] });

/**
 * The PayPal sandbox's pages and API: the approve page (`checkoutnow?token=`) with approve, cancel and a funding source
 * that is declined at capture; `GET .../orders/{id}` and `POST .../orders/{id}/capture` with the REST app's client
 * credentials (Basic auth).
 */
export function registerPaypalSandboxRoutes(scope: FastifyInstance, context: SandboxContext, paypal: PaypalSandbox): void {
  const notFound = (reply: FastifyReply) => sendNotice(reply, 404, 'paypal', 'Payment not found', 'This PayPal sandbox payment does not exist.');

  scope.get('/sandbox/paypal/checkoutnow', async (request, reply) => {
    const parsed = z.object({ token: z.string() }).safeParse(request.query);
    const row = parsed.success ? paypal.find(parsed.data.token) : null;
    if (!row) return notFound(reply);
    const back = { href: paypalCancelLocation(row), label: 'Return to the shop' };
    if (row.status === 'COMPLETED') return sendNotice(reply, 409, 'paypal', 'Payment complete', 'This payment has already been made.', back);
    if (row.status === 'APPROVED') return sendNotice(reply, 409, 'paypal', 'Payment approved', 'You have already approved this payment.', { href: paypalReturnLocation(row), label: 'Return to the shop' });
    if (paypal.isExpired(row)) return sendNotice(reply, 410, 'paypal', 'Link expired', 'This PayPal link has expired (links are valid for three hours).', back);
    const action = '/sandbox/paypal/checkoutnow';
    return sendPage(reply, 200, {
      brand: 'paypal',
      title: 'Pay with PayPal',
      amount: { minor: row.amount_minor, currency: row.currency },
      reference: row.description,
      body: [
        paragraph(`Logged in as the sandbox buyer ${PAYPAL_SANDBOX_BUYER}.`),
        html(
          `<div class="actions">${[
            buttonForm(action, { token: row.id, action: 'approve' }, 'Approve payment', 'primary'),
            buttonForm(action, { token: row.id, action: 'cancel' }, 'Cancel and return to the shop'),
            buttonForm(action, { token: row.id, action: 'decline' }, 'Approve with a card that is declined at capture', 'danger'),
          ]
            .map((f) => f.html)
            .join('')}</div>`,
        ),
      ],
    });
  });

  scope.post('/sandbox/paypal/checkoutnow', async (request, reply) => {
    const parsed = approveFormSchema.safeParse(request.body);
    const row = parsed.success ? paypal.find(parsed.data.token) : null;
    if (!parsed.success || !row) return notFound(reply);
    if (parsed.data.action === 'cancel') return seeOther(reply, paypalCancelLocation(row));
    if (row.status !== 'CREATED' || paypal.isExpired(row)) {
      return sendPage(reply, 409, { brand: 'paypal', title: 'Payment not possible', amount: null, body: [alert('This payment can no longer be approved.'), paragraph(link(paypalCancelLocation(row), 'Return to the shop'))] });
    }
    const approved = paypal.approve(row.id, parsed.data.action === 'decline' ? 'INSTRUMENT_DECLINED' : null);
    if (!approved) return sendNotice(reply, 409, 'paypal', 'Payment not possible', 'This payment can no longer be approved.');
    return seeOther(reply, paypalReturnLocation(approved));
  });

  scope.get(`${PAYPAL_API_BASE}/:id`, async (request, reply) => {
    if (!checkBasicAuth(request, context)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_CREDENTIALS', 'Authentication failed due to invalid authentication credentials.');
    const row = paypal.find((request.params as { id: string }).id);
    if (!row) return apiError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    return reply.code(200).send(paypal.toJson(row));
  });

  scope.post(`${PAYPAL_API_BASE}/:id/capture`, async (request, reply) => {
    if (!checkBasicAuth(request, context)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_CREDENTIALS', 'Authentication failed due to invalid authentication credentials.');
    const result = paypal.capture((request.params as { id: string }).id);
    if (!result.ok) return apiError(reply, result.status, result.name, result.issue, result.description);
    return reply.code(201).send(paypal.toJson(result.row));
  });
}
