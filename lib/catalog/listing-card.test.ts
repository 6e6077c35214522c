import { badgeStyle, formatDay, ratingStars, safeColour } from './listing-card';

describe('product card rules', () => {
  test('S3-14 keyword badges keep their own colours; junk colours are dropped', () => {
    expect(badgeStyle({ title: 'Neu', color: '#FFFFFF', background: '#2E7D32' })).toEqual({ color: '#FFFFFF', background: '#2E7D32' });
    expect(badgeStyle({ title: 'X', color: 'red;background:url(x)', background: 'expression(1)' })).toEqual({});
    expect(safeColour(' #abc ')).toBe('#abc');
    expect(safeColour('#abcd12')).toBe('#abcd12');
    expect(safeColour('#ab')).toBeUndefined();
  });

  test('available-from dates in the shop locale', () => {
    expect(formatDay('2026-12-01', 'de-AT')).toBe('01.12.2026');
    expect(formatDay('2026-12-01', 'ro-RO')).toBe('01.12.2026');
    expect(formatDay('soon', 'de-AT')).toBe('soon');
  });

  test('rating stars are whole stars within 0..5', () => {
    expect([ratingStars(4.4), ratingStars(4.6), ratingStars(-1), ratingStars(9)]).toEqual([4, 5, 0, 5]);
  });
});
