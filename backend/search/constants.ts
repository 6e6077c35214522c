/**
 * The reference backend's search engine settings as `GET /api/ConfigApi` hands them out: the product indexes are
 * `{SEARCH_INDEX_PREFIX}products_{locale}` (contract/search/index-names.ts), the content index SEARCH_CONTENT_INDEX.
 */
export const SEARCH_INDEX_PREFIX = 'shop_';
export const SEARCH_CONTENT_INDEX = 'shop_content';
