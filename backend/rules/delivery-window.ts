import {
  DEFAULT_NEXT_DAY_CUTOFF,
  DELIVERY_FREIGHT_DAYS,
  DELIVERY_IN_STOCK_DAYS,
  DELIVERY_SUPPLIER_WEEKS,
  WORKING_DAYS_PER_WEEK,
} from '@/contract/constants';
import type { DeliveryKind } from '@/contract/delivery-kinds';
import type { StockState } from '@/contract/product-card';
import { PUBLIC_HOLIDAYS } from '@/contract/public-holidays';
import type { ShopCode } from '@/contract/shops';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import { addDays } from '@/backend/repo/shop-day';

/**
 * The backend's delivery window of an order (decisions.md 'Next-day delivery cutoff'), frozen when it is placed: goods
 * leave the warehouse on the day of the order when it is a working day before the shop's cutoff, else on the next
 * working day, and arrive after the working days of the slowest line. Working days are Monday to Friday without the
 * country's public holidays (contract/public-holidays.ts), counted in the shop's time zone.
 */

/** One line as the window needs it: its stock state, the variant's own working-day delay (0/0: none), freight. */
export type WindowLine = { state: StockState; delay: { min_days: number; max_days: number } | null; freight: boolean };
export type OrderWindow = { kind: DeliveryKind; from: string; to: string };
type Days = { min: number; max: number };

/** Easter Sunday (YYYY-MM-DD, Gregorian) by Gauss's rule: Western, or Orthodox (Julian, 13 days behind in 1900-2099). */
function easterSunday(year: number, easter: 'western' | 'orthodox'): string {
  const century = Math.floor(year / 100);
  const leapShift = Math.floor(century / 4);
  const moon = easter === 'orthodox' ? 15 : (15 - Math.floor((13 + 8 * century) / 25) + century - leapShift) % 30;
  const week = easter === 'orthodox' ? 6 : (4 + century - leapShift) % 7;
  const d = (19 * (year % 19) + moon) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) + 6 * d + week) % 7;
  let afterMarch21 = d + e + 1;
  if (easter === 'western' && e === 6 && (d === 29 || (d === 28 && (11 * moon + 11) % 30 < 19))) afterMarch21 -= 7;
  return addDays(`${year}-03-21`, afterMarch21 + (easter === 'orthodox' ? 13 : 0));
}

const daysOffByYear = new Map<string, ReadonlySet<string>>();

function isDayOff(date: string, shop: ShopCode): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  const year = Number(date.slice(0, 4));
  const key = `${shop}${year}`;
  let off = daysOffByYear.get(key);
  if (!off) {
    const rule = PUBLIC_HOLIDAYS[shop];
    const easter = easterSunday(year, rule.easter);
    off = new Set([...rule.fixed.map((day) => `${year}-${day}`), ...rule.fromEaster.map((offset) => addDays(easter, offset))]);
    daysOffByYear.set(key, off);
  }
  return off.has(date);
}

/** The date `count` working days after `date`. */
function afterWorkingDays(date: string, count: number, shop: ShopCode): string {
  let day = date;
  for (let left = count; left > 0; left -= isDayOff(day, shop) ? 0 : 1) day = addDays(day, 1);
  return day;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and the minutes since midnight of `now` in the time zone ('2026-12-04 10:00' → minutes 600). */
function shopClock(now: Date, timeZone: string): { date: string; minutes: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(now).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** The locale config's cutoff ('13:00') in minutes; a malformed one is the default. */
function cutoffMinutes(cutoff: string | null): number {
  const [, hours, minutes] = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff ?? '') ?? /^(\d\d):(\d\d)$/.exec(DEFAULT_NEXT_DAY_CUTOFF) ?? [];
  return Number(hours ?? 13) * 60 + Number(minutes ?? 0);
}

/** Working days of a line sent by a kind of delivery, or null when no date can be promised for it. */
function lineDays(line: WindowLine, kind: DeliveryKind): Days | null {
  const own = line.delay && line.delay.max_days > 0 ? { min: Math.max(0, Math.min(line.delay.min_days, line.delay.max_days)), max: line.delay.max_days } : null;
  const bulkyInStock = line.state === 'in_stock' && line.freight;
  let days: Days | null;
  if (line.state === 'in_stock') days = line.freight ? DELIVERY_FREIGHT_DAYS : DELIVERY_IN_STOCK_DAYS;
  else if (line.state === 'available_from') days = own;
  else if (line.state === 'order_extra' || line.state === 'backorder' || line.state === 'on_demand')
    days = own ?? { min: DELIVERY_SUPPLIER_WEEKS.min * WORKING_DAYS_PER_WEEK, max: DELIVERY_SUPPLIER_WEEKS.max * WORKING_DAYS_PER_WEEK };
  else days = null;
  if (days === null) return null;
  // A pickup centre has the goods ready when they would leave for the shopper; a forwarder takes at least its own days.
  if (kind === 'pickup') return bulkyInStock ? { min: DELIVERY_IN_STOCK_DAYS.min, max: DELIVERY_IN_STOCK_DAYS.min } : { min: days.min, max: days.min };
  if (kind === 'freight') return { min: Math.max(days.min, DELIVERY_FREIGHT_DAYS.min), max: Math.max(days.max, DELIVERY_FREIGHT_DAYS.max) };
  return days;
}

/** The window of an order placed at `now`, or null when a line has no delivery time (then no date is promised). */
export function orderDeliveryWindow(now: Date, lines: readonly WindowLine[], kind: DeliveryKind, shop: ShopCode, cutoff: string | null): OrderWindow | null {
  const perLine = lines.map((line) => lineDays(line, kind));
  if (perLine.length === 0 || perLine.some((days) => days === null)) return null;
  const min = Math.max(...perLine.map((days) => days?.min ?? 0));
  const max = Math.max(...perLine.map((days) => days?.max ?? 0));
  const { date: today, minutes } = shopClock(now, SHOP_TIME_ZONE[shop]);
  const beforeCutoff = !isDayOff(today, shop) && minutes < cutoffMinutes(cutoff);
  const dispatch = beforeCutoff ? today : afterWorkingDays(today, 1, shop);
  const from = afterWorkingDays(dispatch, min, shop);
  return { kind, from, to: kind === 'pickup' ? from : afterWorkingDays(dispatch, max, shop) };
}
