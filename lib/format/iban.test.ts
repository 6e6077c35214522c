import { groupedIban } from './iban';

describe('groupedIban', () => {
  test('an IBAN is written in groups of four, the last group shorter', () => {
    expect(groupedIban('AT112011182812345600')).toBe('AT11 2011 1828 1234 5600');
    expect(groupedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupedIban('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  });

  test('spacing and case it was stored with do not matter', () => {
    expect(groupedIban(' at11 2011 18 2812345600 ')).toBe('AT11 2011 1828 1234 5600');
    expect(groupedIban('AT11 2011 1828 1234 5600')).toBe('AT11 2011 1828 1234 5600');
  });
});
