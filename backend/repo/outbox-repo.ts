import type { TheliaLocale } from '@/contract/common';
import type { OutboxMessage } from '@/contract/checkout';
import { outboxMessageSchema } from '@/contract/checkout';
import type { Db } from '@/backend/db/open';

/** Most messages one outbox read answers (newest first). */
export const OUTBOX_READ_LIMIT = 200;

/** The mail outbox: the backend sends nothing itself; every e-mail is stored here (read at /outbox and /api/outbox). */
export function createOutboxRepo(db: Db, now: () => Date) {
  const insert = db.prepare('INSERT INTO mail_outbox (to_email, subject, body, kind, locale, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const columns = 'id, to_email AS "to", subject, body, kind, locale, order_id, created_at';
  const all = db.prepare(`SELECT ${columns} FROM mail_outbox ORDER BY id DESC LIMIT ?`);
  const to = db.prepare(`SELECT ${columns} FROM mail_outbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?`);
  return {
    send(mail: { to: string; subject: string; body: string; kind: OutboxMessage['kind']; locale: TheliaLocale; orderId: number | null }): number {
      return Number(insert.run(mail.to, mail.subject, mail.body, mail.kind, mail.locale, mail.orderId, now().toISOString()).lastInsertRowid);
    },
    /** The newest messages, all or those to one address. */
    list(recipient: string | null): OutboxMessage[] {
      const rows = recipient === null ? all.all(OUTBOX_READ_LIMIT) : to.all(recipient.trim(), OUTBOX_READ_LIMIT);
      return rows.map((row) => outboxMessageSchema.parse(row));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
