import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { KLARNA_SIGNATURE_HEADER, klarnaSignature } from './klarna-signature';
import { loopbackRequest } from './loopback-request';
import { ID_PATTERNS, newUuid, randomChars } from './provider-ids';
import { buttonForm, html, paragraph, seeOther, sendNotice, sendPage } from './sandbox-html';
import type { SandboxContext } from './sandbox-context';

/** Klarna payment sessions are valid for 48 hours. */
export const KLARNA_SESSION_LIFE_MS = 48 * 60 * 60 * 1000;

export type KlarnaFinalStatus = 'COMPLETED' | 'CANCELLED' | 'FAILED';

type SessionRow = {
  session_id: string;
  status: 'WAITING' | KlarnaFinalStatus;
  order_amount: number;
  purchase_currency: string;
  locale: string;
  merchant_reference1: string;
  merchant_reference2: string;
  success_url: string;
  cancel_url: string;
  failure_url: string;
  status_update_path: string;
  authorization_token: string | null;
  klarna_order_id: string | null;
  created_at: string;
  expires_at: string;
};

export type KlarnaSessionInput = {
  orderAmount: number;
  purchaseCurrency: string;
  locale: string;
  merchantReference1: string;
  merchantReference2: string;
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
  /** Path on this backend of the merchant's status-update (push notification) endpoint. */
  statusUpdatePath: string;
};

/** The push notification the sandbox posts to the merchant, signed with the shared secret. */
export type KlarnaNotification = {
  event_id: string;
  event_type: 'session.completed' | 'session.cancelled' | 'session.failed';
  occurred_at: string;
  session: {
    session_id: string;
    status: KlarnaFinalStatus;
    order_amount: number;
    purchase_currency: string;
    merchant_reference1: string;
    merchant_reference2: string;
    authorization_token: string | null;
    order_id: string | null;
    klarna_reference: string | null;
  };
};

const EVENT_TYPES: Record<KlarnaFinalStatus, KlarnaNotification['event_type']> = { COMPLETED: 'session.completed', CANCELLED: 'session.cancelled', FAILED: 'session.failed' };

/** Klarna's side: pay-now sessions (UUID ids) and the signed push notifications of their outcome. */
export function createKlarnaSandbox(context: SandboxContext) {
  const { db } = context;
  const insert = db.prepare(
    `INSERT INTO sandbox_klarna_session (session_id, status, order_amount, purchase_currency, locale, merchant_reference1, merchant_reference2, success_url, cancel_url, failure_url, status_update_path, created_at, expires_at)
     VALUES (?, 'WAITING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare('SELECT * FROM sandbox_klarna_session WHERE session_id = ?');
  const finish = db.prepare("UPDATE sandbox_klarna_session SET status = ?, authorization_token = ?, klarna_order_id = ? WHERE session_id = ? AND status = 'WAITING'");
  const find = (id: string): SessionRow | null => (ID_PATTERNS.uuid.test(id) ? ((select.get(id) as SessionRow | undefined) ?? null) : null);

  return {
    find,
    pageUrl: (id: string) => `${context.publicOrigin()}/sandbox/klarna/pay/${id}`,
    isExpired: (row: SessionRow) => context.now().getTime() > Date.parse(row.expires_at),
    createSession(input: KlarnaSessionInput): SessionRow {
      const id = newUuid();
      const now = context.now();
      insert.run(id, input.orderAmount, input.purchaseCurrency, input.locale, input.merchantReference1, input.merchantReference2, input.successUrl, input.cancelUrl, input.failureUrl, input.statusUpdatePath, now.toISOString(), new Date(now.getTime() + KLARNA_SESSION_LIFE_MS).toISOString());
      const row = find(id);
      if (!row) throw new Error('Klarna sandbox session was not stored');
      return row;
    },
    /** Ends a waiting session and notifies the merchant (signed); null when the session was not waiting. */
    async finish(id: string, status: KlarnaFinalStatus): Promise<SessionRow | null> {
      const completed = status === 'COMPLETED';
      if (finish.run(status, completed ? newUuid() : null, completed ? newUuid() : null, id).changes !== 1) return null;
      const row = find(id);
      if (!row) throw new Error('Klarna sandbox session vanished');
      const notification: KlarnaNotification = {
        event_id: newUuid(),
        event_type: EVENT_TYPES[status],
        occurred_at: context.now().toISOString(),
        session: {
          session_id: row.session_id,
          status,
          order_amount: row.order_amount,
          purchase_currency: row.purchase_currency,
          merchant_reference1: row.merchant_reference1,
          merchant_reference2: row.merchant_reference2,
          authorization_token: row.authorization_token,
          order_id: row.klarna_order_id,
          klarna_reference: completed ? randomChars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8) : null,
        },
      };
      const body = JSON.stringify(notification);
      try {
        const answer = await loopbackRequest(context, 'POST', row.status_update_path, {
          headers: { 'content-type': 'application/json', [KLARNA_SIGNATURE_HEADER]: klarnaSignature(body, context.secrets.klarna.notificationSecret) },
          body,
        });
        if (answer.status < 200 || answer.status > 299) context.log.warn({ session: id, status: answer.status }, 'Klarna sandbox: notification not acknowledged');
      } catch (error) {
        context.log.error({ err: error, session: id }, 'Klarna sandbox: notification endpoint unreachable');
      }
      return row;
    },
  };
}

export type KlarnaSandbox = ReturnType<typeof createKlarnaSandbox>;

const ACTIONS = { pay: 'COMPLETED', abort: 'CANCELLED', fail: 'FAILED' } as const satisfies Record<string, KlarnaFinalStatus>;
const formSchema = z.object({ action: z.enum(['pay', 'abort', 'fail']) });

/** The Klarna sandbox's page `/sandbox/klarna/pay/{session_id}`: Pay, Abort, Fail. */
export function registerKlarnaSandboxRoutes(scope: FastifyInstance, klarna: KlarnaSandbox): void {
  const notFound = (reply: FastifyReply) => sendNotice(reply, 404, 'klarna', 'Session not found', 'This Klarna session does not exist.');
  const closed = (reply: FastifyReply, row: SessionRow) => {
    const href = row.status === 'COMPLETED' ? row.success_url : row.status === 'CANCELLED' ? row.cancel_url : row.failure_url;
    return sendNotice(reply, 409, 'klarna', 'Session closed', 'This payment has already been completed or closed.', { href, label: 'Return to the shop' });
  };
  const expired = (reply: FastifyReply, row: SessionRow) =>
    sendNotice(reply, 410, 'klarna', 'Session expired', 'This Klarna session has expired (sessions are valid for 48 hours).', { href: row.cancel_url, label: 'Return to the shop' });

  scope.get('/sandbox/klarna/pay/:id', async (request, reply) => {
    const row = klarna.find((request.params as { id: string }).id);
    if (!row) return notFound(reply);
    if (row.status !== 'WAITING') return closed(reply, row);
    if (klarna.isExpired(row)) return expired(reply, row);
    const action = `/sandbox/klarna/pay/${row.session_id}`;
    return sendPage(reply, 200, {
      brand: 'klarna',
      title: 'Pay now by bank transfer',
      amount: { minor: row.order_amount, currency: row.purchase_currency },
      reference: `Order ${row.merchant_reference2}`,
      body: [
        paragraph('Sandbox bank: Demo Bank, account DE89 3704 0044 0532 0130 00.'),
        html(
          `<div class="actions">${[
            buttonForm(action, { action: 'pay' }, 'Pay now', 'primary'),
            buttonForm(action, { action: 'abort' }, 'Abort and return to the shop'),
            buttonForm(action, { action: 'fail' }, 'Pay with a transfer that fails', 'danger'),
          ]
            .map((f) => f.html)
            .join('')}</div>`,
        ),
      ],
    });
  });

  scope.post('/sandbox/klarna/pay/:id', async (request, reply) => {
    const row = klarna.find((request.params as { id: string }).id);
    const form = formSchema.safeParse(request.body);
    if (!row || !form.success) return notFound(reply);
    if (row.status !== 'WAITING') return closed(reply, row);
    if (klarna.isExpired(row)) return expired(reply, row);
    const status = ACTIONS[form.data.action];
    const finished = await klarna.finish(row.session_id, status);
    if (!finished) return closed(reply, klarna.find(row.session_id) ?? row);
    return seeOther(reply, status === 'COMPLETED' ? finished.success_url : status === 'CANCELLED' ? finished.cancel_url : finished.failure_url);
  });
}
