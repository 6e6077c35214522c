import type { AppointmentRequest } from '@/contract/appointment';
import type { Db } from '@/backend/db/open';

/** Consultation requests for the showrooms; one per showroom, day and slot (the table's unique key). */
export function createAppointmentRepo(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare(
    `INSERT INTO appointment_request (locale, showroom_id, date, time, client, phone, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (showroom_id, date, time) DO NOTHING`,
  );
  return {
    /** Stores the request and returns its id, or null when that slot of that showroom is already requested. */
    add(request: AppointmentRequest): number | null {
      const result = insert.run(
        request.locale, request.showroom_id, request.date, request.time, request.client.trim(), request.phone.trim(), now().toISOString(),
      );
      return result.changes === 1 ? Number(result.lastInsertRowid) : null;
    },
  };
}
