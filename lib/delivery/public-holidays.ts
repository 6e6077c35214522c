import type { ShopCode } from '@/contract/shops';
import { PUBLIC_HOLIDAYS } from '@/contract/public-holidays';

/** Western (Gregorian) Easter Sunday of a year, as [month, day] (the anonymous Gregorian algorithm). */
function westernEaster(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return [month, ((h + l - 7 * m + 114) % 31) + 1];
}

/** Orthodox Easter Sunday as a Gregorian [month, day] (Meeus' Julian algorithm, plus 13 days for 1900-2099). */
function orthodoxEaster(year: number): [number, number] {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const gregorian = new Date(Date.UTC(year, month - 1, day + 13));
  return [gregorian.getUTCMonth() + 1, gregorian.getUTCDate()];
}

const holidaysByYear = new Map<string, ReadonlySet<string>>();

/** The public holidays of a shop's country in a year, as YYYY-MM-DD dates. */
export function publicHolidays(shop: ShopCode, year: number): ReadonlySet<string> {
  const key = `${shop}-${year}`;
  const known = holidaysByYear.get(key);
  if (known) return known;
  const rule = PUBLIC_HOLIDAYS[shop];
  const [month, day] = rule.easter === 'western' ? westernEaster(year) : orthodoxEaster(year);
  const movable = rule.fromEaster.map((offset) => new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10));
  const days = new Set([...rule.fixed.map((date) => `${year}-${date}`), ...movable]);
  holidaysByYear.set(key, days);
  return days;
}
