import { processGlobal, readProcessGlobal } from '@/lib/process/process-globals.cjs';
import type { BackendHealth } from './backend-health';

/**
 * The proxy's view of the backend's health, shared with the rest of the server process: a page or route handler
 * whose upstream call finds the backend unreachable reports it (lib/api/request.ts), so the proxy answers the next
 * uncached request with the server-down page at once instead of after its next probe; `/readyz` answers from the same
 * state (lib/ops, ADR 0065). The proxy, the pages and instrumentation are separate bundles in one Node.js process, so
 * the instance is a process global (lib/process/process-globals.cjs).
 */
export type SharedHealth = Pick<BackendHealth, 'current' | 'check' | 'report'>;

/** The process's one health: the one already shared, or `create()`'s, which is shared from then on. */
export function sharedBackendHealth(create: () => SharedHealth): SharedHealth {
  return processGlobal('backendHealth', create);
}

/** Tells the proxy's health that the backend could not be reached (no-op outside a running server). */
export function reportBackendUnreachable(): void {
  readProcessGlobal('backendHealth')?.report(false);
}
