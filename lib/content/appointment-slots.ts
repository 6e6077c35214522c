import type { OpeningHours } from '@/contract/content';
import { WEEKDAYS, type Weekday } from '@/contract/weekdays';
import type { AppointmentRefusal } from '@/contract/appointment';
import { APPOINTMENT_MAX_DAYS_AHEAD, APPOINTMENT_SLOT_MINUTES } from '@/contract/constants';
import type { LocalDate } from './advent';
import { hoursByWeekday } from './opening-hours';

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const utcOf = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const isoOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' of a calendar date. */
export function isoDay(date: LocalDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The calendar date `days` after `date` (both 'YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return isoOf(utcOf(date) + days * DAY_MS);
}

/** The weekday of a calendar date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(utcOf(date)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'Monday';
}

/** Start times of the consultations on a weekday: every slot that fits whole into one of its opening ranges. */
export function slotStarts(hours: readonly OpeningHours[], day: Weekday): string[] {
  const ranges = hoursByWeekday(hours).find((entry) => entry.day === day)?.ranges ?? [];
  return ranges.flatMap(({ opens, closes }) => {
    const starts: string[] = [];
    for (let start = minutesOf(opens); start + APPOINTMENT_SLOT_MINUTES <= minutesOf(closes); start += APPOINTMENT_SLOT_MINUTES) {
      starts.push(clockOf(start));
    }
    return starts;
  });
}

/** Every start time of any weekday, in time order: the choice before a day is picked (and without JavaScript). */
export function allSlotStarts(hours: readonly OpeningHours[]): string[] {
  return [...new Set(WEEKDAYS.flatMap((day) => slotStarts(hours, day)))].sort();
}

/** The first and last bookable day counted from today (in the showroom's time zone): tomorrow up to the limit. */
export function bookableDays(today: string): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, APPOINTMENT_MAX_DAYS_AHEAD) };
}

/**
 * Whether a consultation can be requested for that day and time: the day lies between tomorrow and the limit and the
 * showroom is open that weekday; the time is the start of a slot of that day. The storefront checks it to answer
 * next to the field, the backend checks it again before it stores the request.
 */
export function appointmentRefusal(hours: readonly OpeningHours[], date: string, time: string, today: string): AppointmentRefusal | null {
  const { first, last } = bookableDays(today);
  if (date < first || date > last) return 'date-not-bookable';
  const slots = slotStarts(hours, weekdayOf(date));
  if (slots.length === 0) return 'date-not-bookable';
  return slots.includes(time) ? null : 'time-not-bookable';
}
