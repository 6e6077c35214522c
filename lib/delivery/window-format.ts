import { dateTimeFormat } from '@/lib/format/intl-formats';
import type { DeliveryWindow } from './delivery-window';

/** A shop calendar date (YYYY-MM-DD) in the shop's language: 'Mi., 9. Dez.', 'mie., 9 dec.'. */
export function shortShopDate(date: string, intlLocale: string): string {
  // The date is already the shop's calendar day: formatted at noon UTC in UTC, it is that day in every zone.
  return dateTimeFormat(intlLocale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** The window's dates: 'Mi., 9. Dez. – Do., 10. Dez.', one date when both ends are the same day. */
export function windowDates(window: Pick<DeliveryWindow, 'from' | 'to'>, intlLocale: string): string {
  const from = shortShopDate(window.from, intlLocale);
  return window.from === window.to ? from : `${from} – ${shortShopDate(window.to, intlLocale)}`;
}
