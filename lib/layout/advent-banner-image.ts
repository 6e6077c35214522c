import { getImageProps } from 'next/image';
import { ADVENT_BANNER_IMAGE, BREAKPOINT_ADVENT_BANNER } from '@/contract/constants';

/** Where the banner shows (below 1200 px): the media of its preload. */
export const MEDIA_ADVENT_BANNER_SHOWN = `(max-width: ${BREAKPOINT_ADVENT_BANNER - 1}px)`;

/** The banner's <img> attributes (next/image's srcset for the full-width slot), shared by the banner and its preload. */
export function adventImageProps(src: string, alt: string) {
  return getImageProps({ src, alt, ...ADVENT_BANNER_IMAGE, sizes: '100vw', loading: 'eager', fetchPriority: 'high' }).props;
}
