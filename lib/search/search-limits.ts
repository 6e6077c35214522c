/** Longest search term the storefront accepts (longer input is cut, never sent whole to the engine). */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** Most categories or brands a shopper can filter by at once. */
export const SEARCH_MAX_FILTER_IDS = 20;
