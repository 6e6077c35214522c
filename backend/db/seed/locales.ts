import type { TheliaLocale } from '@/contract/common';

/** The three shop locales, in seeding order, and the language of each. */
export const LOCALES: readonly TheliaLocale[] = ['de_AT', 'de_DE', 'ro_RO'];

export type Language = 'de' | 'ro';

export function languageOf(locale: TheliaLocale): Language {
  return locale === 'ro_RO' ? 'ro' : 'de';
}

/** Reference date of the seed: created_at, price history and promotions are relative to it. */
export const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO date (YYYY-MM-DD) `days` after `from`. */
export function isoDay(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO timestamp without milliseconds, `days` and `minutes` after `from`. */
export function isoTime(from: Date, days: number, minutes = 0): string {
  return new Date(from.getTime() + days * DAY_MS + minutes * 60_000).toISOString().replace('.000Z', 'Z');
}

/**
 * The base of 'available from' dates: such a date must lie in the future when the shop runs, so it is computed
 * from the later of the reference date and the seed day (UTC midnight). This is the only value of the seed that
 * depends on when it runs; two seeds on the same day are identical.
 */
export function futureBase(now: Date): Date {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return today.getTime() > REFERENCE_DATE.getTime() ? today : REFERENCE_DATE;
}
