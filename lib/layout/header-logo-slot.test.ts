import { LOGO_MOBILE_SLOT, LOGO_SLOT, logoSlotStyle } from './header-logo-slot';

test('the wide logo keeps a 4:1 slot and the mobile mark a square one, so neither file moves the header when it arrives', () => {
  expect(LOGO_SLOT.width / LOGO_SLOT.height).toBe(4);
  expect(LOGO_MOBILE_SLOT.width / LOGO_MOBILE_SLOT.height).toBe(1);
  expect(logoSlotStyle(true)).toEqual({ '--logo-ratio': '240 / 60', '--mobile-ratio': '48 / 48' });
});

test('without a mobile logo the wide one keeps its own ratio on narrow screens', () => {
  expect(logoSlotStyle(false)).toEqual({ '--logo-ratio': '240 / 60', '--mobile-ratio': '240 / 60' });
});
