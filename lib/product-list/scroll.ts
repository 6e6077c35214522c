import { BREAKPOINT_MOBILE_MENU, INFINITE_SCROLL_THRESHOLDS_PX } from '@/contract/constants';

/**
 * How far before the end of the loaded products the next chunk is fetched (spec: thresholds 1500 px and 2500 px):
 * 1500 px on wide screens, 2500 px below the mobile breakpoint, where two narrow columns scroll by faster.
 */
export function scrollThresholdPx(viewportWidth: number): number {
  const [wide, narrow] = INFINITE_SCROLL_THRESHOLDS_PX;
  return viewportWidth < BREAKPOINT_MOBILE_MENU ? narrow : wide;
}

/**
 * Whether the end of the loaded cards (the sentinel's top edge, relative to the viewport) is in view. Only then does a
 * page at rest load its next chunk; otherwise the first scroll does, and from then on the threshold above applies.
 */
export function endOfCardsInView(sentinelTop: number, viewportHeight: number): boolean {
  return sentinelTop <= viewportHeight;
}

/** Marks a chunk of cards (server-rendered or appended) so the address bar can follow the chunk in view. */
export const CHUNK_ATTRIBUTE = 'data-listing-page';
