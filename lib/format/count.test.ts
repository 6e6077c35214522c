import { formatCount } from './count';

describe('formatCount', () => {
  test('S9-09 counts of 10,000 or more are shown with +', () => {
    expect(formatCount(10_000, 'de-AT')).toBe('10.000+');
    expect(formatCount(123_456, 'de-DE')).toBe('10.000+');
    expect(formatCount(10_000, 'ro-RO')).toBe('10.000+');
    expect(formatCount(10_000, 'en')).toBe('10,000+');
  });

  test('smaller counts are exact, grouped for the locale', () => {
    expect(formatCount(9_999, 'de-AT')).toBe('9.999');
    expect(formatCount(9_999, 'ro-RO')).toBe('9.999');
    expect(formatCount(1_234, 'de-DE')).toBe('1.234');
    expect(formatCount(0, 'de-AT')).toBe('0');
    expect(formatCount(12, 'ro-RO')).toBe('12');
  });

  test('negative or fractional input never shows junk', () => {
    expect(formatCount(-5, 'de-AT')).toBe('0');
    expect(formatCount(3.7, 'de-AT')).toBe('3');
  });
});
