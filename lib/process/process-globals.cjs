// @ts-check
/**
 * Everything this server keeps on `globalThis`, each under its own `Symbol.for` key (ADR 0070). One Node.js process
 * runs several copies of the same module: Next.js bundles the proxy, the pages and route handlers, and
 * instrumentation.ts separately, and it loads the cache handler (next.config `cacheHandler`) by path, outside any
 * bundle. A module-level variable is therefore one per copy; what must be one per process lives here:
 *
 * - `requestContext`: the request hook (instrumentation's bundle) sets the current request; upstream calls in the
 *   pages' and the proxy's bundles read its id (lib/ops/request-context.ts, ADR 0065).
 * - `backendHealth`: the proxy's view of the backend, reported to by pages and read by `/readyz`
 *   (lib/routing/shared-health.ts).
 * - `lookupExpiry`: the proxy's lookup caches, expired by the revalidate route in another bundle
 *   (lib/routing/lookup-invalidation.ts, ADR 0064).
 * - `redisConnection`: one Redis connection for the proxy and the route handlers (lib/redis/connection.ts).
 * - `routeCache`: the cache handler's route cache (loaded outside the bundler), asked by the proxy whether a page is
 *   held while the backend is down (lib/cache/route-cache-handler.cjs, lib/proxy/route-cache-presence.ts).
 *
 * The `*_MARKER` keys say a wrapper is in place on a Node.js prototype or on the global `fetch`, so that a second copy
 * of its module does not wrap twice (lib/security/http-guard.ts, lib/ops/request-hook.ts,
 * lib/security/internal-route-headers.ts, lib/ops/request-id-fetch.ts; ADR 0070 lists what each relies on).
 *
 * Plain CommonJS, because the cache handler requires it at run time; its types are in process-globals.d.cts.
 */

const PROCESS_GLOBAL_KEYS = Object.freeze({
  requestContext: Symbol.for('storefront.request-context'),
  backendHealth: Symbol.for('storefront.backend-health'),
  lookupExpiry: Symbol.for('storefront.lookup-expiry'),
  redisConnection: Symbol.for('storefront.redis-connection'),
  routeCache: Symbol.for('storefront.route-cache'),
});

const REQUEST_GUARD_MARKER = Symbol.for('storefront.requestGuard');
const REQUEST_HOOK_MARKER = Symbol.for('storefront.requestHook');
const INTERNAL_ROUTE_HEADERS_MARKER = Symbol.for('storefront.internalRouteHeadersHidden');
const REQUEST_ID_FETCH_MARKER = Symbol.for('storefront.requestIdFetch');

/** @returns {Record<symbol, unknown>} */
function holder() {
  return /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
}

/**
 * The process's value of `name`, or undefined before anybody set it.
 * @param {keyof typeof PROCESS_GLOBAL_KEYS} name
 */
function readProcessGlobal(name) {
  return holder()[PROCESS_GLOBAL_KEYS[name]];
}

/**
 * Sets the process's value of `name` (undefined removes it).
 * @param {keyof typeof PROCESS_GLOBAL_KEYS} name
 * @param {unknown} value
 */
function writeProcessGlobal(name, value) {
  if (value === undefined) delete holder()[PROCESS_GLOBAL_KEYS[name]];
  else holder()[PROCESS_GLOBAL_KEYS[name]] = value;
}

/**
 * The process's value of `name`: the one already there, or `create()`'s, which is kept from then on.
 * @param {keyof typeof PROCESS_GLOBAL_KEYS} name
 * @param {() => unknown} create
 */
function processGlobal(name, create) {
  const existing = readProcessGlobal(name);
  if (existing !== undefined) return existing;
  const value = create();
  writeProcessGlobal(name, value);
  return value;
}

module.exports = {
  PROCESS_GLOBAL_KEYS,
  REQUEST_GUARD_MARKER,
  REQUEST_HOOK_MARKER,
  INTERNAL_ROUTE_HEADERS_MARKER,
  REQUEST_ID_FETCH_MARKER,
  readProcessGlobal,
  writeProcessGlobal,
  processGlobal,
};
