import type { OpeningHours } from '@/contract/content';
import { addDays, allSlotStarts, appointmentRefusal, bookableDays, slotStarts, weekdayOf } from './appointment-slots';

const HOURS: OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '12:00' },
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '13:00', closes: '17:00' },
  { days: ['Friday'], opens: '08:00', closes: '13:00' },
  { days: ['Saturday'], opens: '09:00', closes: '10:15' },
];

describe('showroom appointment slots', () => {
  test('weekdays and day arithmetic across months and leap years', () => {
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(bookableDays('2026-11-22')).toEqual({ first: '2026-11-23', last: '2027-02-20' });
  });

  test('slots are half hours that fit whole into each opening range', () => {
    expect(slotStarts(HOURS, 'Monday')).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    expect(slotStarts(HOURS, 'Saturday')).toEqual(['09:00', '09:30']);
    expect(slotStarts(HOURS, 'Sunday')).toEqual([]);
    expect(allSlotStarts(HOURS)[0]).toBe('08:00');
    expect(allSlotStarts(HOURS)).toContain('12:30');
  });

  test('S3-47 a request is bookable only from tomorrow, on an open day, at the start of a slot', () => {
    const today = '2026-11-22';
    expect(appointmentRefusal(HOURS, '2026-11-23', '08:00', today)).toBeNull();
    expect(appointmentRefusal(HOURS, '2026-11-22', '13:00', today)).toBe('date-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-11-21', '09:00', today)).toBe('date-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-11-29', '09:00', today)).toBe('date-not-bookable');
    expect(appointmentRefusal(HOURS, '2027-02-20', '09:00', today)).toBeNull();
    expect(appointmentRefusal(HOURS, '2027-02-22', '09:00', today)).toBe('date-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-11-23', '12:00', today)).toBe('time-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-11-23', '16:45', today)).toBe('time-not-bookable');
    expect(appointmentRefusal(HOURS, '2026-11-27', '12:30', today)).toBeNull();
    expect(appointmentRefusal(HOURS, '2026-11-28', '10:00', today)).toBe('time-not-bookable');
  });
});
