import { dateTimeFormat } from '@/lib/format/intl-formats';

/** A post's ISO date ('2026-03-12') as the shop writes dates ('12. März 2026', '12 martie 2026'). */
export function formatPostDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
