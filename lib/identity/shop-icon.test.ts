import { shopIconSvg, shopInitials } from './shop-icon';

test('the initials are the first letters of the first two words of the store name, upper case', () => {
  expect(shopInitials('Sanitär Haus')).toBe('SH');
  expect(shopInitials('Casa Sanitară')).toBe('CS');
  expect(shopInitials('  bad  und heizung ')).toBe('BU');
  expect(shopInitials('Österreich')).toBe('Ö');
});

test('the icon is drawn at the asked size with the initials, escaped', () => {
  const svg = shopIconSvg('S&H', 180);
  expect(svg).toContain('width="180" height="180" viewBox="0 0 64 64"');
  expect(svg).toContain('>S&#38;H</text>');
  expect(svg).toContain('rx="12"');
});

test('the maskable icon is a full square with its drawing inside the inner 80 % (the safe zone)', () => {
  const svg = shopIconSvg('SH', 512, true);
  expect(svg).not.toContain('rx=');
  expect(svg).toContain('translate(6.4 6.4) scale(0.8)');
});
