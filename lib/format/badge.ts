import { CART_BADGE_SMALL_FONT_ABOVE } from '@/contract/constants';

/**
 * Text of the cart count badge (spec: 'Cart count badge shows thousands as Nk').
 * Counts from 1000 on are floored to whole thousands ('1k' for 1000 to 1999, '12k' for 12345), so the badge never
 * claims more items than the cart holds. Anything that is not a positive finite number shows '0'.
 */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  if (whole < 1000) return String(whole);
  return `${Math.floor(whole / 1000)}k`;
}

/** The badge uses a smaller font when the count is above CART_BADGE_SMALL_FONT_ABOVE (99). */
export function isBadgeSmallFont(count: number): boolean {
  return Number.isFinite(count) && count > CART_BADGE_SMALL_FONT_ABOVE;
}
