import type { Pse } from '@/contract/product';
import type { Image } from '@/contract/product-card';

/**
 * The gallery of a product for a colour: the images as they are, with the image of the colour's variant first (a
 * variant image missing from the product's images is added in front). Without a colour, or for a colour without an
 * image of its own, the product's images unchanged.
 */
export function galleryFor(images: readonly Image[], pses: readonly Pse[], colour: string | null): Image[] {
  const own = colour === null ? null : (pses.find((p) => p.color === colour && p.image !== null)?.image ?? null);
  if (!own) return [...images];
  return [own, ...images.filter((image) => image.url !== own.url)];
}
