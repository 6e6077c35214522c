/**
 * Words a query leaves out before it counts the words that should match ('WC mit Spülkasten' asks for 'WC' and
 * 'Spülkasten'): German and Romanian function words that stand in many titles and say nothing about the product.
 * Compared after lower case and folding ('für' = 'fur', 'și' = 'si').
 */
export const STOP_WORDS = new Set([
  // German
  'mit', 'fur', 'und', 'oder', 'von', 'vom', 'zum', 'zur', 'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen',
  'im', 'in', 'am', 'an', 'auf', 'aus', 'bei', 'zu',
  // Romanian
  'cu', 'de', 'din', 'pentru', 'si', 'la', 'pe', 'in', 'un', 'o', 'al', 'ale', 'a',
]);
