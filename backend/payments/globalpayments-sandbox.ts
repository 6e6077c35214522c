import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { hppRequestHash, hppResponseHash, parseHppTimestamp, sameHash } from './globalpayments-hash';
import { newGlobalPaymentsAuthcode, newGlobalPaymentsPasref } from './provider-ids';
import { buttonForm, escapeHtml, html, paragraph, sendNotice, sendPage } from './sandbox-html';
import type { SandboxContext } from './sandbox-context';

export const HPP_PAY_PATH = '/sandbox/globalpayments/pay';
const HPP_DECIDE_PATH = '/sandbox/globalpayments/pay/decide';
/** How far a request's TIMESTAMP may be from the HPP's clock. */
export const HPP_TIMESTAMP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** RESULT codes and messages of the sandbox's answers ('110' for a shopper's cancel is the sandbox's convention). */
export const HPP_RESULTS = {
  pay: { status: 'authorised', result: '00', message: '[ test system ] Authorised' },
  fail: { status: 'declined', result: '101', message: '[ test system ] DECLINED' },
  cancel: { status: 'cancelled', result: '110', message: '[ test system ] Cancelled by the customer' },
} as const;

/** The HPP request fields (HPP_VERSION 2) the shop posts through the shopper's browser. */
export const hppRequestSchema = z.object({
  MERCHANT_ID: z.string().regex(/^[A-Za-z0-9._-]{1,50}$/),
  ACCOUNT: z.string().regex(/^[A-Za-z0-9._-]{1,30}$/),
  ORDER_ID: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/),
  AMOUNT: z.string().regex(/^\d{1,11}$/),
  CURRENCY: z.string().regex(/^[A-Z]{3}$/),
  TIMESTAMP: z.string().regex(/^\d{14}$/),
  AUTO_SETTLE_FLAG: z.enum(['0', '1', 'MULTI']),
  HPP_VERSION: z.literal('2'),
  MERCHANT_RESPONSE_URL: z.string().url().max(500).refine((u) => /^https?:\/\//.test(u), 'http(s) only'),
  SHA1HASH: z.string().regex(/^[0-9a-fA-F]{40}$/),
});
export type HppRequest = z.infer<typeof hppRequestSchema>;

type RequestRow = {
  merchant_id: string;
  order_id: string;
  account: string;
  amount: number;
  currency: string;
  timestamp: string;
  response_url: string;
  status: 'pending' | 'authorised' | 'declined' | 'cancelled';
};

const decideSchema = z.object({ MERCHANT_ID: z.string().max(50), ORDER_ID: z.string().max(50), action: z.enum(['pay', 'fail', 'cancel']) });

/**
 * The Global Payments HPP sandbox: `POST /sandbox/globalpayments/pay` checks the request's SHA1HASH (a changed amount is
 * refused) and shows Pay / Cancel / Fail; the choice posts the signed response (RESULT, MESSAGE, PASREF, AUTHCODE,
 * SHA1HASH) through the shopper's browser to the request's MERCHANT_RESPONSE_URL.
 */
export function registerGlobalPaymentsSandboxRoutes(scope: FastifyInstance, context: SandboxContext): void {
  const { db } = context;
  const { merchantId, sharedSecret } = context.secrets.globalPayments;
  const select = db.prepare('SELECT * FROM sandbox_globalpayments_request WHERE merchant_id = ? AND order_id = ?');
  const upsert = db.prepare(
    `INSERT INTO sandbox_globalpayments_request (merchant_id, order_id, account, amount, currency, timestamp, response_url, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)
     ON CONFLICT (merchant_id, order_id) DO UPDATE SET account = excluded.account, amount = excluded.amount, currency = excluded.currency,
       timestamp = excluded.timestamp, response_url = excluded.response_url WHERE status = 'pending'`,
  );
  const decide = db.prepare(
    "UPDATE sandbox_globalpayments_request SET status = ?, result = ?, message = ?, pasref = ?, authcode = ? WHERE merchant_id = ? AND order_id = ? AND status = 'pending'",
  );
  const find = (merchant: string, orderId: string) => (select.get(merchant, orderId) as RequestRow | undefined) ?? null;
  const refuse = (reply: FastifyReply, status: number, message: string) => sendNotice(reply, status, 'globalPayments', 'Payment request refused', message);

  scope.post(HPP_PAY_PATH, async (request, reply) => {
    const parsed = hppRequestSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, `Invalid request field ${parsed.error.issues[0]?.path.join('.') ?? ''}.`);
    const fields = parsed.data;
    if (fields.MERCHANT_ID !== merchantId) return refuse(reply, 400, 'Unknown merchant.');
    if (!sameHash(fields.SHA1HASH, hppRequestHash(fields, sharedSecret))) {
      return refuse(reply, 400, 'The request hash does not match: the request was changed after the shop signed it.');
    }
    const timestamp = parseHppTimestamp(fields.TIMESTAMP);
    if (!timestamp || Math.abs(context.now().getTime() - timestamp.getTime()) > HPP_TIMESTAMP_WINDOW_MS) return refuse(reply, 400, 'The request timestamp is out of range.');
    const existing = find(fields.MERCHANT_ID, fields.ORDER_ID);
    if (existing && existing.status !== 'pending') return refuse(reply, 409, 'This order id has already been processed.');
    upsert.run(fields.MERCHANT_ID, fields.ORDER_ID, fields.ACCOUNT, Number(fields.AMOUNT), fields.CURRENCY, fields.TIMESTAMP, fields.MERCHANT_RESPONSE_URL, context.now().toISOString());
    const hidden = { MERCHANT_ID: fields.MERCHANT_ID, ORDER_ID: fields.ORDER_ID };
    return sendPage(reply, 200, {
      brand: 'globalPayments',
      title: 'Pay by card',
      amount: { minor: Number(fields.AMOUNT), currency: fields.CURRENCY },
      reference: fields.ORDER_ID,
      body: [
        paragraph('Sandbox card 4263 9700 0000 5262 is on file.'),
        html(
          `<div class="actions">${[
            buttonForm(HPP_DECIDE_PATH, { ...hidden, action: 'pay' }, 'Pay now', 'primary'),
            buttonForm(HPP_DECIDE_PATH, { ...hidden, action: 'cancel' }, 'Cancel and return to the shop'),
            buttonForm(HPP_DECIDE_PATH, { ...hidden, action: 'fail' }, 'Pay with a card that is declined', 'danger'),
          ]
            .map((f) => f.html)
            .join('')}</div>`,
        ),
      ],
    });
  });

  scope.post(HPP_DECIDE_PATH, async (request, reply) => {
    const parsed = decideSchema.safeParse(request.body);
    const row = parsed.success ? find(parsed.data.MERCHANT_ID, parsed.data.ORDER_ID) : null;
    if (!parsed.success || !row) return sendNotice(reply, 404, 'globalPayments', 'Payment not found', 'This payment request does not exist.');
    const outcome = HPP_RESULTS[parsed.data.action];
    const pasref = newGlobalPaymentsPasref();
    const authcode = outcome.result === '00' ? newGlobalPaymentsAuthcode() : '';
    if (decide.run(outcome.status, outcome.result, outcome.message, pasref, authcode, row.merchant_id, row.order_id).changes !== 1) {
      return refuse(reply, 409, 'This order id has already been processed.');
    }
    const signed = { TIMESTAMP: row.timestamp, MERCHANT_ID: row.merchant_id, ORDER_ID: row.order_id, RESULT: outcome.result, MESSAGE: outcome.message, PASREF: pasref, AUTHCODE: authcode };
    const response: Record<string, string> = {
      ...signed,
      ACCOUNT: row.account,
      AMOUNT: String(row.amount),
      AVSPOSTCODERESULT: outcome.result === '00' ? 'M' : 'U',
      CVNRESULT: outcome.result === '00' ? 'M' : 'U',
      BATCHID: outcome.result === '00' ? '1' : '-1',
      SHA1HASH: hppResponseHash(signed, sharedSecret),
    };
    const inputs = Object.entries(response)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return sendPage(reply, 200, {
      brand: 'globalPayments',
      title: outcome.result === '00' ? 'Payment authorised' : outcome.result === '110' ? 'Payment cancelled' : 'Payment declined',
      amount: { minor: row.amount, currency: row.currency },
      reference: row.order_id,
      body: [
        paragraph(outcome.message),
        html(`<form id="hpp-response" method="post" action="${escapeHtml(row.response_url)}">${inputs}<button type="submit" class="primary">Return to the shop</button></form>`),
      ],
      script: "document.getElementById('hpp-response').submit();",
    });
  });
}
