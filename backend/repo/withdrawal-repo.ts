import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';

export type WithdrawalRow = { id: number; orderId: number; name: string; email: string; locale: TheliaLocale; receivedAt: string };

/** Withdrawals from contracts (the withdrawal button): one per order, with the moment it arrived. */
export function createWithdrawalRepo(db: Db) {
  const insert = db.prepare('INSERT INTO withdrawal (order_id, name, email, locale, received_at) VALUES (?, ?, ?, ?, ?)');
  const ofOrder = db.prepare('SELECT id, order_id AS orderId, name, email, locale, received_at AS receivedAt FROM withdrawal WHERE order_id = ?');
  return {
    ofOrder: (orderId: number) => (ofOrder.get(orderId) as WithdrawalRow | undefined) ?? null,
    record: (orderId: number, name: string, email: string, locale: TheliaLocale, receivedAt: string) =>
      Number(insert.run(orderId, name, email, locale, receivedAt).lastInsertRowid),
  };
}
