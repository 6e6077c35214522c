/**
 * The slot of the advent-calendar banner below 1200 px: a slim strip, 4:1. The page reserves exactly this box
 * before the image arrives (and keeps it: an image of another shape is fitted inside, never moves the page); the
 * reference backend draws its mobile advent image (`advent_image_mobile`) in this size.
 */
export const ADVENT_BANNER_IMAGE = { width: 800, height: 200 } as const;
