import type { OpeningHoursSpecification } from 'schema-dts';
import type { OpeningHours } from '@/contract/content';
import { WEEKDAYS, type Weekday } from '@/contract/weekdays';
import { dateTimeFormat } from '@/lib/format/intl-formats';

export type DayHours = { day: Weekday; ranges: { opens: string; closes: string }[] };

/** The opening hours of each weekday, Monday to Sunday, ranges in time order; an empty list is a closed day. */
export function hoursByWeekday(hours: readonly OpeningHours[]): DayHours[] {
  return WEEKDAYS.map((day) => ({
    day,
    ranges: hours
      .filter((entry) => entry.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}

/** 5 January 2026 is a Monday: the reference week for weekday names. */
const MONDAY = Date.UTC(2026, 0, 5, 12);

/** The weekday's name in the shop's language ('Montag', 'luni'). */
export function weekdayName(day: Weekday, locale: string): string {
  const index = WEEKDAYS.indexOf(day);
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(MONDAY + index * 86_400_000));
}

/** '08:00–12:00, 13:00–17:00' (en dash between times, as both languages write ranges). */
export function formatRanges(ranges: DayHours['ranges']): string {
  return ranges.map((range) => `${range.opens}–${range.closes}`).join(', ');
}

/** schema.org openingHoursSpecification: one entry per time range with its days. */
export function openingHoursSpecification(hours: readonly OpeningHours[]): OpeningHoursSpecification[] {
  return hours.map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: entry.days.map((day) => `https://schema.org/${day}` as const),
    opens: entry.opens,
    closes: entry.closes,
  }));
}
