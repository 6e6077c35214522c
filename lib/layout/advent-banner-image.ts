import { getImageProps } from 'next/image';
import { BREAKPOINT_ADVENT_BANNER } from '@/contract/constants';

/**
 * The slot of the advent-calendar banner below 1200 px: a slim strip, 4:1. The page reserves exactly this box
 * before the image arrives (and keeps it: an image of another shape is fitted inside, never moves the page); the
 * reference backend draws its mobile advent image (`advent_image_mobile`) in this size.
 */
export const ADVENT_BANNER_IMAGE = { width: 800, height: 200 } as const;

/** Where the banner shows (below 1200 px): the media of its preload. */
export const MEDIA_ADVENT_BANNER_SHOWN = `(max-width: ${BREAKPOINT_ADVENT_BANNER - 1}px)`;

/** The banner's <img> attributes (next/image's srcset for the full-width slot), shared by the banner and its preload. */
export function adventImageProps(src: string, alt: string) {
  return getImageProps({ src, alt, ...ADVENT_BANNER_IMAGE, sizes: '100vw', loading: 'eager', fetchPriority: 'high' }).props;
}
