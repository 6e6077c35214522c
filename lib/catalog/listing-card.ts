import type { KeywordBadge } from '@/contract/product-card';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/** A back-office colour usable in a style attribute: hex only, anything else is dropped (the badge keeps its default). */
export function safeColour(value: string): string | undefined {
  const text = value.trim();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) ? text : undefined;
}

/** Inline style of a keyword badge (keyword group 'badges'): its own text colour and background. */
export function badgeStyle(badge: KeywordBadge): { color?: string; background?: string } {
  const color = safeColour(badge.color);
  const background = safeColour(badge.background);
  return { ...(color ? { color } : {}), ...(background ? { background } : {}) };
}

/** An ISO day ('2026-12-01') as the shop's locale writes dates; the text as it is when it is no date. */
export function formatDay(isoDay: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Full stars of a rating (0..5, rounded to the nearest half star down to whole stars for the visual). */
export function ratingStars(value: number): number {
  return Math.max(0, Math.min(5, Math.round(value)));
}
