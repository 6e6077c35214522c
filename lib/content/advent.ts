import { ADVENT_DOORS } from '@/contract/constants';
import { dateTimeFormat } from '@/lib/format/intl-formats';

export type LocalDate = { year: number; month: number; day: number };

/** Today's calendar date in a time zone (the shop's), not the browser's or the server's. */
export function localDate(now: Date, timeZone: string): LocalDate {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Door `day` of the advent calendar is open from `day` December on: doors up to today open, later ones shut;
 * from 24 December to the end of the year all are open; outside December every door is shut.
 */
export function isDoorOpen(day: number, today: LocalDate): boolean {
  if (!Number.isInteger(day) || day < 1 || day > ADVENT_DOORS) return false;
  return today.month === 12 && today.day >= day;
}
