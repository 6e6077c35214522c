import type { AppointmentRefusal } from '@/contract/appointment';
import { APPOINTMENT_MAX_DAYS_AHEAD, APPOINTMENT_SLOT_MINUTES } from '@/contract/constants';
import type { OpeningHours } from '@/contract/content';
import { WEEKDAYS, type Weekday } from '@/contract/weekdays';
import { addDays } from '@/backend/repo/shop-day';

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The weekday of a calendar date 'YYYY-MM-DD'. */
const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] ?? 'Monday';

/** Whether a consultation starting at `start` (minutes) fits whole into the range, on its slot grid (from the opening time). */
const slotInRange = (start: number, range: OpeningHours): boolean =>
  start >= minutesOf(range.opens) && (start - minutesOf(range.opens)) % APPOINTMENT_SLOT_MINUTES === 0 && start + APPOINTMENT_SLOT_MINUTES <= minutesOf(range.closes);

/**
 * The backend's check of a consultation request (S3-47) before it stores it: the day lies between tomorrow and
 * APPOINTMENT_MAX_DAYS_AHEAD days from today (the showroom's calendar) and the showroom has a slot that weekday;
 * the time starts a slot of one of that day's opening ranges. Null when the request may be stored.
 */
export function appointmentRefusal(hours: readonly OpeningHours[], date: string, time: string, today: string): AppointmentRefusal | null {
  if (date <= today || date > addDays(today, APPOINTMENT_MAX_DAYS_AHEAD)) return 'date-not-bookable';
  const open = hours.filter((range) => range.days.includes(weekdayOf(date)));
  if (!open.some((range) => slotInRange(minutesOf(range.opens), range))) return 'date-not-bookable';
  return open.some((range) => slotInRange(minutesOf(time), range)) ? null : 'time-not-bookable';
}
