import { preload } from 'react-dom';
import { cardImageSources } from '@/lib/catalog/card-image';
import type { LocaleConfig } from '@/contract/locale-config';

/**
 * Where a shop shows no advent banner, the first card's image is a listing's largest element on a phone: the browser
 * is asked for it from the top of the head, at high priority, with the card's own `srcSet` and `sizes` so the card
 * reuses the file (ADR 0038). With the banner, the banner's preload comes first (preloadAdventBanner) and the cards
 * keep React's low-priority hints.
 */
export function preloadFirstCardImage(config: Pick<LocaleConfig, 'displayAdvent'>, image: { url: string } | null | undefined): void {
  if (config.displayAdvent || !image) return;
  const { src, srcSet, sizes } = cardImageSources(image.url);
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}
