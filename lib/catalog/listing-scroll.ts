import { BREAKPOINT_MOBILE_MENU, INFINITE_SCROLL_THRESHOLDS_PX } from '@/lib/shop/constants';

/**
 * How far before the end of the loaded products the next chunk is fetched (spec: thresholds 1500 px and 2500 px):
 * 1500 px on wide screens, 2500 px below the mobile breakpoint, where two narrow columns scroll by faster.
 */
export function scrollThresholdPx(viewportWidth: number): number {
  const [wide, narrow] = INFINITE_SCROLL_THRESHOLDS_PX;
  return viewportWidth < BREAKPOINT_MOBILE_MENU ? narrow : wide;
}

/** Marks a chunk of cards (server-rendered or appended) so the address bar can follow the chunk in view. */
export const CHUNK_ATTRIBUTE = 'data-listing-page';
