import type { ContactRequest } from '@/contract/content';
import type { Db } from '@/backend/db/open';

export type StoredContactMessage = Omit<ContactRequest, 'privacy_consent'> & { id: number; created_at: string };

/** Messages of the contact form (the shop's service team reads them in the back office). */
export function createContactRepo(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare(
    'INSERT INTO contact_message (locale, name, email, phone, order_number, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare(
    'SELECT id, locale, name, email, phone, order_number, subject, message, created_at FROM contact_message WHERE id = ?',
  );
  return {
    /** Stores a validated message and returns its id. */
    add(message: ContactRequest): number {
      const result = insert.run(
        message.locale, message.name, message.email, message.phone ?? null, message.order_number ?? null,
        message.subject, message.message, now().toISOString(),
      );
      return Number(result.lastInsertRowid);
    },
    one(id: number): StoredContactMessage | null {
      const row = byId.get(id) as (Omit<StoredContactMessage, 'phone' | 'order_number'> & { phone: string | null; order_number: string | null }) | undefined;
      if (!row) return null;
      return { ...row, phone: row.phone ?? undefined, order_number: row.order_number ?? undefined };
    },
  };
}
