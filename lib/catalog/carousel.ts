/** A product carousel's cards load when the carousel comes this close to the viewport (px above or below it). */
export const CAROUSEL_LOAD_MARGIN_PX = 800;
