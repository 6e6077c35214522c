import { apiErrorSchema } from '@/contract/common';
import { appointmentResponseSchema } from '@/contract/appointment';
import { showroomPostscriptumSchema } from '@/contract/content';
import { localDate } from './advent';
import { addDays, isoDay, slotStarts, weekdayOf } from './appointment-slots';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';

/**
 * The slots the storefront offers (lib/content/appointment-slots.ts) against the reference backend's own check of a
 * consultation request (backend/rules/appointment-slot.ts): an offered slot is stored, one outside is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The first Austrian showroom with its opening hours, as seeded. */
function austrianShowroom() {
  const row = t.db
    .prepare(
      `SELECT c.id, i.postscriptum FROM content c JOIN content_i18n i ON i.id = c.id AND i.locale = 'de_AT'
       JOIN content_folder cf ON cf.content_id = c.id
       JOIN rewriting_url f ON f.view = 'folder' AND f.view_id = cf.folder_id AND f.url = 'showrooms' ORDER BY c.id LIMIT 1`,
    )
    .get() as { id: number; postscriptum: string };
  return { id: row.id, details: showroomPostscriptumSchema.parse(JSON.parse(row.postscriptum)) };
}

/** The next day from tomorrow on that has slots, and its first slot. */
function nextOpenSlot(hours: ReturnType<typeof austrianShowroom>['details']['opening_hours'], skip = 0) {
  const today = isoDay(localDate(new Date(), SHOP_TIME_ZONE.at));
  let found = 0;
  for (let days = 1; days < 30; days += 1) {
    const date = addDays(today, days);
    const slots = slotStarts(hours, weekdayOf(date));
    if (slots.length > 0 && found++ === skip) return { date, time: slots[0] ?? '', slots };
  }
  throw new Error('no open day');
}

describe('POST /fast/appointment', () => {
  it('S3-47 stores a request with date, time, client and phone; the same slot again is a 409', async () => {
    const showroom = austrianShowroom();
    const slot = nextOpenSlot(showroom.details.opening_hours);
    const body = { locale: 'de_AT', showroom_id: showroom.id, date: slot.date, time: slot.time, client: 'Maria Muster', phone: '+43 660 1234567' };
    const response = await t.post('/fast/appointment', body);
    expect(response.statusCode).toBe(200);
    const { id } = appointmentResponseSchema.parse(response.json());
    expect(t.db.prepare('SELECT showroom_id, date, time, client, phone, locale FROM appointment_request WHERE id = ?').get(id)).toEqual({
      showroom_id: showroom.id, date: slot.date, time: slot.time, client: 'Maria Muster', phone: '+43 660 1234567', locale: 'de_AT',
    });
    const again = await t.post('/fast/appointment', { ...body, client: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).error).toBe('slot-taken');
  });

  it('refuses days and times outside the bookable slots with 422 and stores nothing', async () => {
    const showroom = austrianShowroom();
    const slot = nextOpenSlot(showroom.details.opening_hours, 1);
    const today = isoDay(localDate(new Date(), SHOP_TIME_ZONE.at));
    const before = (t.db.prepare('SELECT COUNT(*) AS n FROM appointment_request').get() as { n: number }).n;
    const base = { locale: 'de_AT', showroom_id: showroom.id, client: 'Maria Muster', phone: '+43 660 1234567' };
    for (const [date, time, error] of [
      [today, slot.time, 'date-not-bookable'],
      [addDays(today, 400), slot.time, 'date-not-bookable'],
      [slot.date, '23:30', 'time-not-bookable'],
      [slot.date, `${slot.time.slice(0, 3)}10`, 'time-not-bookable'],
    ] as const) {
      const response = await t.post('/fast/appointment', { ...base, date, time });
      expect(response.statusCode).toBe(422);
      expect(apiErrorSchema.parse(response.json()).error).toBe(error);
    }
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM appointment_request').get() as { n: number }).n).toBe(before);
  });

  it('answers 400 for malformed fields and 404 for a content that is not a showroom', async () => {
    const showroom = austrianShowroom();
    const slot = nextOpenSlot(showroom.details.opening_hours, 2);
    const valid = { locale: 'de_AT', showroom_id: showroom.id, date: slot.date, time: slot.time, client: 'Maria Muster', phone: '+43 660 1234567' };
    for (const bad of [{ date: '2026-13-01' }, { time: '9:00' }, { client: 'M' }, { phone: 'call me' }, { showroom_id: -1 }, { locale: 'en_US' }]) {
      expect((await t.post('/fast/appointment', { ...valid, ...bad })).statusCode).toBe(400);
    }
    const legal = await t.post('/fast/appointment', { ...valid, showroom_id: 7 });
    expect(legal.statusCode).toBe(404);
  });
});
