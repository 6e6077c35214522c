// @ts-check
/**
 * The `xkey` header of a cached page (ADR 0066): the catalogue's own cache tags of the page (lib/catalog/cache-tags.ts),
 * space-separated, taken from the entry's `x-next-cache-tags`. Varnish's xkey module indexes the page under each of
 * them, and a signed revalidation bans exactly those pages (lib/cache/varnish-bans.cjs). Next.js's implicit tags
 * (`_N_T_/...` paths) are left out: revalidations never name them, and they would only make Varnish's index larger.
 *
 * Plain CommonJS: the route cache handler is loaded by Next.js at run time by path, outside the bundler.
 */

const XKEY_HEADER = 'xkey';
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * The tags lib/catalog/cache-tags.ts makes (`config:de_AT`, `menu:ro_RO`, `product:12`, `category:3`, `brand:7`,
 * `content:2`, `products`); xkey-header.test.ts fails when that file makes one this does not accept.
 */
const CATALOGUE_TAG = /^(?:(?:config|menu):[a-z]{2}_[A-Z]{2}|(?:product|category|brand|content):\d{1,12}|products)$/;

/** @param {string} tag */
function isCatalogueTag(tag) {
  return CATALOGUE_TAG.test(tag);
}

/**
 * The catalogue tags of an entry's `x-next-cache-tags` value (comma-separated, as Next.js writes it), each once.
 * @param {unknown} nextCacheTags
 * @returns {string[]}
 */
function catalogueTags(nextCacheTags) {
  if (typeof nextCacheTags !== 'string') return [];
  return [...new Set(nextCacheTags.split(',').map((tag) => tag.trim()).filter(isCatalogueTag))];
}

/**
 * The entry's headers with its `xkey` header (any earlier one replaced, none when the page has no catalogue tag).
 * @param {Record<string, string | string[] | number | undefined> | undefined} headers
 * @returns {Record<string, string | string[] | number | undefined>}
 */
function withXkeyHeader(headers) {
  const rest = { ...headers };
  delete rest[XKEY_HEADER];
  const tags = catalogueTags(rest[NEXT_CACHE_TAGS_HEADER]);
  return tags.length === 0 ? rest : { ...rest, [XKEY_HEADER]: tags.join(' ') };
}

module.exports = { withXkeyHeader, catalogueTags, isCatalogueTag, XKEY_HEADER };
