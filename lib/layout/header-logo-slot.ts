/**
 * The header logo's slots: `logo` from 992 px on, a wide 4:1 strip; `logo_mobile` below 992 px, a square mark. CSS
 * scales the slot to the header's height and fits any file inside it (`object-fit: contain`), so the box the page
 * reserves before the logo arrives is the box it keeps: a file of another shape never moves the header. The
 * reference backend draws its logos in these shapes (600 × 150 and 200 × 200).
 */
export const LOGO_SLOT = { width: 240, height: 60 } as const;
export const LOGO_MOBILE_SLOT = { width: 48, height: 48 } as const;

/** The custom properties the logo's CSS reads: the slot's ratio on wide screens and (with a mobile logo) below 992 px. */
export function logoSlotStyle(hasMobileLogo: boolean): Record<'--logo-ratio' | '--mobile-ratio', string> {
  const wide = `${LOGO_SLOT.width} / ${LOGO_SLOT.height}`;
  return {
    '--logo-ratio': wide,
    '--mobile-ratio': hasMobileLogo ? `${LOGO_MOBILE_SLOT.width} / ${LOGO_MOBILE_SLOT.height}` : wide,
  };
}
