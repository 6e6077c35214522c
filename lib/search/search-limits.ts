/** Longest search term the storefront accepts (longer input is cut, never sent whole to the engine). */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** Most categories or brands a shopper can filter by at once. */
export const SEARCH_MAX_FILTER_IDS = 20;
/** Pixels before the end of the live-search dropdown's list at which its next chunk of 6 is fetched (about one option). */
export const LIVE_SEARCH_NEAR_END_PX = 72;
