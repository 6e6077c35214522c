import type { DeliveryTime } from '@/lib/catalog/delivery-time';
import { dateTimeFormat } from '@/lib/format/intl-formats';
import { DEFAULT_NEXT_DAY_CUTOFF, DELIVERY_FREIGHT_DAYS, DELIVERY_IN_STOCK_DAYS, WORKING_DAYS_PER_WEEK } from '@/contract/constants';
import type { ShopCode } from '@/contract/shops';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import type { DeliveryKind } from '@/contract/delivery-kinds';
import { publicHolidays } from './public-holidays';

/**
 * The one delivery rule of the shop (decisions.md 'Next-day delivery cutoff'): goods ordered on a working day before
 * the shop's cutoff (default 13:00 local time) leave the warehouse that day, otherwise on the next working day; they
 * arrive after the working days of their delivery time (in the shop's time zone; working days are Monday to Friday
 * without the country's public holidays). So next-day delivery is never promised on a Friday: Saturday is no working
 * day. The product page's countdown, the checkout's windows per shipping option, the order and its e-mail all come
 * from here. Dates are the shop's calendar dates (YYYY-MM-DD).
 */
export type ShopCalendar = { shop: ShopCode; cutoff: string | null | undefined };

/** Expected delivery between `from` and `to` (pickup: ready for collection from `from`, and `to` is the same day). */
export type DeliveryWindow = { kind: DeliveryKind; from: string; to: string };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 = Sunday), calendar date and minutes since midnight of an instant in a time zone. */
export function localClock(now: Date, timeZone: string): { weekday: number; date: string; minutes: number } {
  const parts = dateTimeFormat('en-US', {
    timeZone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(part('weekday')),
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** '13:00' → 780; a malformed cutoff falls back to the default (13:00). */
export function cutoffMinutes(cutoff: string | null | undefined): number {
  const match = /^(\d{2}):(\d{2})$/.exec(cutoff ?? '') ?? /^(\d{2}):(\d{2})$/.exec(DEFAULT_NEXT_DAY_CUTOFF);
  const hours = Number(match?.[1] ?? 13);
  const minutes = Number(match?.[2] ?? 0);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : 13 * 60;
}

/** A calendar date (YYYY-MM-DD) plus whole days. */
export function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday to Friday and no public holiday of the shop's country. */
export function isWorkingDay(date: string, shop: ShopCode): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5 && !publicHolidays(shop, Number(date.slice(0, 4))).has(date);
}

/** The working day `count` working days after `date` (0: the date itself). */
export function addWorkingDays(date: string, count: number, shop: ShopCode): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = plusDays(day, 1);
    if (isWorkingDay(day, shop)) left -= 1;
  }
  return day;
}

/** The day the goods leave the warehouse: today on a working day before the cutoff, else the next working day. */
export function dispatchDay(now: Date, calendar: ShopCalendar): { date: string; minutesLeft: number | null } {
  const clock = localClock(now, SHOP_TIME_ZONE[calendar.shop]);
  const left = cutoffMinutes(calendar.cutoff) - clock.minutes;
  if (isWorkingDay(clock.date, calendar.shop) && left > 0) return { date: clock.date, minutesLeft: left };
  return { date: addWorkingDays(clock.date, 1, calendar.shop), minutesLeft: null };
}

/**
 * Working days a line takes by a kind of delivery: its own delivery time ('weeks' are weeks of working days); by
 * freight forwarder at least the forwarder's 3-5 days (the whole consignment travels together); to a pickup centre
 * it is ready when it would leave for the shopper (an in-stock bulky item like any item in stock).
 */
function workingDaysOf(time: DeliveryTime, kind: DeliveryKind): { min: number; max: number } {
  const factor = time.unit === 'weeks' ? WORKING_DAYS_PER_WEEK : 1;
  const own = { min: time.min * factor, max: time.max * factor };
  switch (kind) {
    case 'parcel':
      return own;
    case 'freight':
      return { min: Math.max(own.min, DELIVERY_FREIGHT_DAYS.min), max: Math.max(own.max, DELIVERY_FREIGHT_DAYS.max) };
    case 'pickup': {
      const ready = time.unit === 'freight-days' ? DELIVERY_IN_STOCK_DAYS.min : own.min;
      return { min: ready, max: ready };
    }
  }
}

/**
 * The expected delivery window of a cart or order sent by one kind of delivery, ordered at `now`: the slowest line
 * decides both ends. null when a line has no delivery time (not in stock, no date known): then no date is promised.
 */
export function deliveryWindow(now: Date, times: readonly (DeliveryTime | null)[], kind: DeliveryKind, calendar: ShopCalendar): DeliveryWindow | null {
  if (times.length === 0 || times.some((time) => time === null)) return null;
  const days = (times as readonly DeliveryTime[]).map((time) => workingDaysOf(time, kind));
  const min = Math.max(...days.map((day) => day.min));
  const max = Math.max(...days.map((day) => day.max));
  const { date } = dispatchDay(now, calendar);
  const from = addWorkingDays(date, min, calendar.shop);
  return { kind, from, to: kind === 'pickup' ? from : addWorkingDays(date, max, calendar.shop) };
}

/**
 * Next-day delivery of a parcel item in stock: the minutes left to order when an order placed now arrives tomorrow
 * (before the cutoff on a working day followed by one), else null.
 */
export function nextDayDelivery(now: Date, calendar: ShopCalendar): { minutesLeft: number } | null {
  const dispatch = dispatchDay(now, calendar);
  if (dispatch.minutesLeft === null) return null;
  const arrives = addWorkingDays(dispatch.date, DELIVERY_IN_STOCK_DAYS.min, calendar.shop);
  return arrives === plusDays(dispatch.date, 1) ? { minutesLeft: dispatch.minutesLeft } : null;
}
