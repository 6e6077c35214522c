import { isDoorOpen, localDate } from './advent';

describe('advent calendar doors', () => {
  test('S2-10 doors up to today open in December, later ones stay shut', () => {
    const today = { year: 2026, month: 12, day: 5 };
    expect([1, 2, 3, 4, 5].every((day) => isDoorOpen(day, today))).toBe(true);
    expect([6, 12, 24].some((day) => isDoorOpen(day, today))).toBe(false);
  });

  test('every door is open from 24 to 31 December, none outside December', () => {
    expect(isDoorOpen(24, { year: 2026, month: 12, day: 24 })).toBe(true);
    expect(isDoorOpen(24, { year: 2026, month: 12, day: 31 })).toBe(true);
    expect(isDoorOpen(1, { year: 2026, month: 11, day: 30 })).toBe(false);
    expect(isDoorOpen(1, { year: 2027, month: 1, day: 1 })).toBe(false);
  });

  test('doors outside 1..24 never open', () => {
    const today = { year: 2026, month: 12, day: 31 };
    expect([0, 25, 1.5, -1].some((day) => isDoorOpen(day, today))).toBe(false);
  });

  test('today is the date in the shop time zone', () => {
    // 30 Nov 23:30 UTC is already 1 December in Vienna and Bucharest.
    const now = new Date('2026-11-30T23:30:00Z');
    expect(localDate(now, 'Europe/Vienna')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(localDate(now, 'UTC')).toEqual({ year: 2026, month: 11, day: 30 });
    expect(localDate(new Date('2026-12-01T22:30:00Z'), 'Europe/Bucharest')).toEqual({ year: 2026, month: 12, day: 2 });
  });
});
