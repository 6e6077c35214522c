import { APPOINTMENT_MAX_DAYS_AHEAD, APPOINTMENT_SLOT_MINUTES } from '@/contract/constants';
import type { OpeningHours } from '@/contract/content';
import { addDays } from '@/backend/repo/shop-day';
import { appointmentRefusal } from './appointment-slot';

// Monday to Friday 09:00-12:00 and 13:00-17:00, Saturday 09:00-09:15 (shorter than a slot); today Wednesday 2 Dec 2026.
const HOURS: OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '12:00' },
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '13:00', closes: '17:00' },
  { days: ['Saturday'], opens: '09:00', closes: '09:15' },
];
const today = '2026-12-02';
const lastStartBefore = (opens: number) => `${String(Math.floor((opens - APPOINTMENT_SLOT_MINUTES) / 60)).padStart(2, '0')}:${String((opens - APPOINTMENT_SLOT_MINUTES) % 60).padStart(2, '0')}`;

describe("the backend's check of a consultation request (S3-47)", () => {
  test('a slot start of an open day from tomorrow up to the limit is accepted', () => {
    expect(appointmentRefusal(HOURS, '2026-12-03', '09:00', today)).toBeNull();
    expect(appointmentRefusal(HOURS, '2026-12-03', '13:00', today)).toBeNull();
    expect(appointmentRefusal(HOURS, '2026-12-03', lastStartBefore(17 * 60), today)).toBeNull();
  });

  test('today, a day past the limit, a closed day or a day without a whole slot is not bookable', () => {
    expect(appointmentRefusal(HOURS, today, '09:00', today)).toBe('date-not-bookable');
    const past = addDays(today, APPOINTMENT_MAX_DAYS_AHEAD + 1);
    expect(appointmentRefusal(HOURS, past, '09:00', today)).toBe('date-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-12-06', '09:00', today)).toBe('date-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-12-05', '09:00', today)).toBe('date-not-bookable');
  });

  test('a time off the slot grid, in the lunch break or running past closing is not bookable', () => {
    expect(appointmentRefusal(HOURS, '2026-12-03', '09:10', today)).toBe('time-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-12-03', '12:00', today)).toBe('time-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-12-03', '17:00', today)).toBe('time-not-bookable');
  });
});
