import { phoneValid } from '@/lib/address/address-rules';
import { SHOP_SEEDS } from './config-locale';

const patternOf = (shop: string): string => {
  const pattern = SHOP_SEEDS.find((seed) => seed.shop === shop)?.phoneRegex;
  if (!pattern) throw new Error(`no phone pattern for ${shop}`);
  return pattern;
};

describe('the seeded phone patterns (locale config phone_regex)', () => {
  test('S5-11 the Austrian pattern takes the number with or without a space after the prefix', () => {
    const pattern = patternOf('at');
    for (const phone of ['+43 660 1234567', '+43660 1234567', '0660 1234567', '+43 1 5321234']) expect([phone, phoneValid(phone, pattern)]).toEqual([phone, true]);
    for (const phone of ['+43  660 1234567', '+43 0660 1234567', '+49 660 1234567', '0660-1234567']) expect([phone, phoneValid(phone, pattern)]).toEqual([phone, false]);
  });

  test('S5-11 the Romanian pattern takes the number with or without a space after the prefix', () => {
    const pattern = patternOf('ro');
    for (const phone of ['+40 721 234 567', '+40721 234 567', '0721 234 567', '0264 123 456']) expect([phone, phoneValid(phone, pattern)]).toEqual([phone, true]);
    for (const phone of ['+40  721 234 567', '+40 521 234 567', '+43 721 234 567', '0721-234-567']) expect([phone, phoneValid(phone, pattern)]).toEqual([phone, false]);
  });
});
