import { CART_BADGE_SMALL_FONT_ABOVE } from '@/contract/constants';
import { formatBadgeCount, isBadgeSmallFont } from './badge';

describe('formatBadgeCount', () => {
  test('shows counts below a thousand as they are', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('100');
    expect(formatBadgeCount(999)).toBe('999');
  });

  test("S2-133 the cart count badge shows counts in the thousands as 'Nk' (floored to whole thousands)", () => {
    expect(formatBadgeCount(1000)).toBe('1k');
    expect(formatBadgeCount(1500)).toBe('1k');
    expect(formatBadgeCount(1999)).toBe('1k');
    expect(formatBadgeCount(12345)).toBe('12k');
  });

  test('shows 0 for negative, fractional-below-one and non-finite input', () => {
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatBadgeCount(0.4)).toBe('0');
    expect(formatBadgeCount(2.7)).toBe('2');
  });
});

describe('isBadgeSmallFont', () => {
  test('S2-134 the cart count badge uses a smaller font when the count is above 99', () => {
    expect(CART_BADGE_SMALL_FONT_ABOVE).toBe(99);
    expect(isBadgeSmallFont(0)).toBe(false);
    expect(isBadgeSmallFont(99)).toBe(false);
    expect(isBadgeSmallFont(100)).toBe(true);
    expect(isBadgeSmallFont(12345)).toBe(true);
    expect(isBadgeSmallFont(Number.NaN)).toBe(false);
  });
});
