import { BREAKPOINT_ADVENT_BANNER, BREAKPOINT_ADVENT_LINK, BREAKPOINT_MOBILE_MENU } from '@/contract/constants';
import { BP, breakpointCss, MEDIA_ADVENT_BANNER_HIDDEN, MEDIA_BELOW_MENU } from './breakpoints';

test('S2-103 (width rule) the search field and the desktop rows are hidden below 992 px; mobile controls from 992 px on', () => {
  const css = breakpointCss();
  expect(BREAKPOINT_MOBILE_MENU).toBe(992);
  expect(MEDIA_BELOW_MENU).toBe('(width < 992px)');
  expect(css).toContain(`@media (width < 992px){.${BP.desktopOnly}{display:none!important}`);
  expect(css).toContain(`@media (width >= 992px){.${BP.mobileOnly}{display:none!important}}`);
});

test('S2-115 (width rule) the advent link is shown only above 1199 px', () => {
  expect(BREAKPOINT_ADVENT_LINK).toBe(1199);
  expect(breakpointCss()).toContain(`@media (width <= 1199px){.${BP.adventLink}{display:none!important}}`);
});

test('S2-94 (width rule) the advent banner is shown only below 1200 px', () => {
  expect(BREAKPOINT_ADVENT_BANNER).toBe(1200);
  expect(MEDIA_ADVENT_BANNER_HIDDEN).toBe('(min-width: 1200px)');
  expect(breakpointCss()).toContain(`@media (min-width: 1200px){.${BP.adventBanner}{display:none!important}}`);
});

test('below 992 px an art-directed image takes its mobile slot\'s ratio (the header logo), on wide screens its own', () => {
  expect(breakpointCss()).toContain(`@media (width < 992px){`);
  expect(breakpointCss()).toMatch(new RegExp(`@media \\(width < 992px\\)\\{[^\\n]*\\.${BP.mobileRatio}\\{aspect-ratio:var\\(--mobile-ratio\\)!important\\}`));
});
