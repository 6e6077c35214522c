import type { TheliaLocale } from '@/contract/common';
import { SHOPS } from '@/contract/shops';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';

/** The time zone of a shop locale (the shop's country). */
export function timeZoneOf(locale: TheliaLocale): string {
  const shop = Object.values(SHOPS).find((candidate) => candidate.theliaLocale === locale);
  return SHOP_TIME_ZONE[shop?.code ?? 'at'];
}

/** Milliseconds the wall clock of `timeZone` is ahead of UTC at instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(ms / 1000) * 1000;
}

/**
 * The last millisecond of `now`'s day in the time zone: a price frozen in a cart holds until then (spec: the price
 * is guaranteed only for the day the item was added).
 */
export function endOfShopDay(now: Date, timeZone: string): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d + 1);
  let start = midnightUtc - offsetAt(midnightUtc, timeZone);
  const corrected = midnightUtc - offsetAt(start, timeZone);
  if (corrected !== start) start = corrected;
  return new Date(start - 1);
}

/** The calendar date (YYYY-MM-DD) of an instant in the time zone. */
export function shopDateOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A calendar date (YYYY-MM-DD) plus whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
