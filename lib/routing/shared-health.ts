import type { BackendHealth } from './backend-health';

/**
 * The proxy's view of the backend's health, shared with the rest of the server process: a page or route handler
 * whose upstream call finds the backend unreachable reports it (lib/api/request.ts), so the proxy answers the next
 * uncached request with the server-down page at once instead of after its next probe; `/readyz` answers from the same
 * state (lib/ops, ADR 0065). The proxy, the pages and instrumentation are separate bundles in one Node.js process, so
 * the instance is kept on `globalThis` under a registered symbol.
 */
const KEY = Symbol.for('storefront.backend-health');

export type SharedHealth = Pick<BackendHealth, 'current' | 'check' | 'report'>;
type Holder = { [KEY]?: SharedHealth };

/** The process's one health: the one already shared, or `create()`'s, which is shared from then on. */
export function sharedBackendHealth(create: () => SharedHealth): SharedHealth {
  const holder = globalThis as Holder;
  holder[KEY] ??= create();
  return holder[KEY];
}

/** Tells the proxy's health that the backend could not be reached (no-op outside a running server). */
export function reportBackendUnreachable(): void {
  (globalThis as Holder)[KEY]?.report(false);
}
