import { getImageProps } from 'next/image';

/**
 * The card's image slot (product-grid.module.css): about half the screen below 992 px (two columns on a phone), a
 * quarter of the container (at most 320 px) from 992 px on. The browser picks the file for that slot, not twice the
 * 320 px drawing.
 */
export const CARD_IMAGE_SIZES = '(max-width: 991px) 50vw, 320px';

/** The square the card's drawing is declared in (its box is reserved before the file arrives). */
export const CARD_IMAGE_SIDE = 320;

/** The card image's srcset, src and sizes, as next/image renders them: shared by the card and the preload of the first one. */
export function cardImageSources(src: string): { src: string; srcSet: string; sizes: string } {
  const { props } = getImageProps({ src, alt: '', width: CARD_IMAGE_SIDE, height: CARD_IMAGE_SIDE, sizes: CARD_IMAGE_SIZES });
  return { src: props.src, srcSet: props.srcSet ?? '', sizes: props.sizes ?? CARD_IMAGE_SIZES };
}
