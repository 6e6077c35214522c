import { COUNT_PLUS_THRESHOLD } from '@/contract/constants';
import { numberFormat } from '@/lib/format/intl-formats';

/**
 * The digit-group separator of the shop's prices. Austrian German groups plain numbers with a narrow space but
 * money with a dot ('€ 1.234,50'); counts follow the prices, so a shop shows one style of number everywhere.
 */
function groupSeparator(locale: string): string {
  const part = numberFormat(locale, { style: 'currency', currency: 'EUR' }).formatToParts(10_000).find((p) => p.type === 'group');
  return part?.value ?? '';
}

/**
 * A count as the shopper reads it, grouped like the shop's prices ('1.234'); counts of COUNT_PLUS_THRESHOLD
 * (10,000) or more are shown as the threshold with '+' ('10.000+'), as the spec says for listings and search.
 */
export function formatCount(count: number, locale: string): string {
  const whole = Math.max(0, Math.floor(count));
  const separator = groupSeparator(locale);
  const shown = Math.min(whole, COUNT_PLUS_THRESHOLD);
  const text = numberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' })
    .formatToParts(shown)
    .map((part) => (part.type === 'group' ? separator : part.value))
    .join('');
  return whole >= COUNT_PLUS_THRESHOLD ? `${text}+` : text;
}
