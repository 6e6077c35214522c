import { BREAKPOINT_ADVENT_BANNER, BREAKPOINT_ADVENT_LINK, BREAKPOINT_MOBILE_MENU, BREAKPOINT_TOAST } from '@/contract/constants';

/**
 * Responsive utility classes whose media queries are built from the spec's breakpoints (contract/constants.ts),
 * so no stylesheet repeats those numbers. components/layout/breakpoint-styles.tsx emits the CSS once per page.
 */
export const BP = {
  /** Hidden below 992 px (desktop only): nav row, search field unless toggled. */
  desktopOnly: 'bp-desktop-only',
  /** Hidden from 992 px on (mobile only): mobile menu button, search toggle. */
  mobileOnly: 'bp-mobile-only',
  /** Below 992 px: placed last in its flex row and given the full row width. */
  mobileFullRow: 'bp-mobile-full-row',
  /** Below 992 px: the aspect ratio of an art-directed image's mobile slot (the element's `--mobile-ratio`). */
  mobileRatio: 'bp-mobile-ratio',
  /** Below 992 px: a dropdown panel of the header's icon group spans the main row (under it) instead of its button. */
  mobileRowPanel: 'bp-mobile-row-panel',
  /** Visually hidden below 992 px, still read by screen readers (text next to an icon). */
  srOnlyMobile: 'bp-sr-only-mobile',
  /** Shown only above 1199 px (advent link in the nav row). */
  adventLink: 'bp-advent-link',
  /** Shown only below 1200 px (advent banner). */
  adventBanner: 'bp-advent-banner',
  /** Toasts: a column in the bottom right corner; up to 767 px the full width at the bottom. */
  toastRegion: 'bp-toast-region',
  /** The new-version toast: top-right; up to 767 px top-center. */
  versionToast: 'bp-version-toast',
} as const;

/**
 * Media query: where the advent banner is hidden (1200 px and wider), in the classic syntax that HTML's `media`
 * attribute validators know; the banner's <picture> loads no image there.
 */
export const MEDIA_ADVENT_BANNER_HIDDEN = `(min-width: ${BREAKPOINT_ADVENT_BANNER}px)`;

/** Media query: narrower than the mobile-menu breakpoint (992 px). */
export const MEDIA_BELOW_MENU = `(width < ${BREAKPOINT_MOBILE_MENU}px)`;

const VISUALLY_HIDDEN =
  'position:absolute!important;width:1px!important;height:1px!important;margin:-1px!important;padding:0!important;' +
  'overflow:hidden!important;clip-path:inset(50%)!important;white-space:nowrap!important;border:0!important';

export function breakpointCss(): string {
  return [
    `@media ${MEDIA_BELOW_MENU}{.${BP.desktopOnly}{display:none!important}.${BP.mobileFullRow}{order:99!important;flex:1 1 100%!important;max-width:none!important}.${BP.srOnlyMobile}{${VISUALLY_HIDDEN}}.${BP.mobileRatio}{aspect-ratio:var(--mobile-ratio)!important}:has(>.${BP.mobileRowPanel}){position:static!important}.${BP.mobileRowPanel}{left:var(--container-padding)!important;right:var(--container-padding)!important;min-width:0!important}}`,
    `@media (width >= ${BREAKPOINT_MOBILE_MENU}px){.${BP.mobileOnly}{display:none!important}}`,
    `@media (width <= ${BREAKPOINT_ADVENT_LINK}px){.${BP.adventLink}{display:none!important}}`,
    `@media ${MEDIA_ADVENT_BANNER_HIDDEN}{.${BP.adventBanner}{display:none!important}}`,
    `@media (width <= ${BREAKPOINT_TOAST}px){.${BP.toastRegion}{left:0!important;right:0!important;bottom:0!important;width:auto!important;max-width:none!important;padding:0 8px 8px!important}}`,
    `@media (width <= ${BREAKPOINT_TOAST}px){.${BP.versionToast}{right:auto!important;left:50%!important;translate:-50% 0!important}}`,
  ].join('\n');
}
