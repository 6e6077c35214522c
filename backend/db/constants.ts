/** Ids fixed by the seed that queries rely on (kept apart from the seed so that a warm start does not load it). */
export const BESTSELLER_KEYWORD_ID = 3;
export const COLOR_ATTRIBUTE_ID = 1;
export const SIZE_ATTRIBUTE_ID = 2;
