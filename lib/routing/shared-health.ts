/**
 * The proxy's view of the backend's health, shared with the rest of the server process: a page or route handler
 * whose upstream call finds the backend unreachable reports it (lib/api/request.ts), so the proxy answers the next
 * uncached request with the server-down page at once instead of after its next probe. The proxy and the pages are
 * separate bundles in one Node.js process, so the instance is kept on `globalThis` under a registered symbol.
 */
const KEY = Symbol.for('storefront.backend-health');

type Reporter = { report: (up: boolean) => void };
type Holder = { [KEY]?: Reporter };

export function shareBackendHealth(health: Reporter): void {
  (globalThis as Holder)[KEY] = health;
}

/** Tells the proxy's health that the backend could not be reached (no-op outside a running server). */
export function reportBackendUnreachable(): void {
  (globalThis as Holder)[KEY]?.report(false);
}
