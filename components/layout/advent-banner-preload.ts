import { preload } from 'react-dom';
import type { LocaleConfig } from '@/contract/locale-config';
import { adventImageProps, MEDIA_ADVENT_BANNER_SHOWN } from '@/lib/layout/advent-banner-image';

/**
 * Asks the browser for the advent banner's image from the top of the head, at high priority and only below 1200 px
 * (where the banner shows): called by the page kinds whose largest element on a phone is that banner (listings,
 * search results), before their card images and styles compete for a slow line (ADR 0038). The `srcSet` and `sizes`
 * are the banner's own, so the browser reuses the preloaded file.
 */
export function preloadAdventBanner(config: Pick<LocaleConfig, 'displayAdvent' | 'advent_image_mobile'>): void {
  if (!config.displayAdvent || !config.advent_image_mobile) return;
  const { srcSet, src, sizes } = adventImageProps(config.advent_image_mobile, '');
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media: MEDIA_ADVENT_BANNER_SHOWN });
}
