/** Paths a load balancer asks, answered for any Host before Next.js sees the request (ADR 0065). */
export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

export type ReadinessBody = { status: 'ready' | 'not-ready' | 'draining'; backend?: 'up' | 'down' };
export type Readiness = { status: 200 | 503; body: ReadinessBody };

/**
 * The readiness rule: an instance takes traffic while it is not shutting down and the backend answers. While the
 * backend is down the instance still serves its cached pages (and says so with 503 here only), so a load balancer
 * with every instance unready keeps sending traffic (most do: "fail open") and the pages stay; a draining instance is
 * unready whatever the backend does, so new traffic goes to the others.
 */
export function readiness({ draining, backendUp }: { draining: boolean; backendUp: boolean }): Readiness {
  if (draining) return { status: 503, body: { status: 'draining' } };
  return backendUp ? { status: 200, body: { status: 'ready', backend: 'up' } } : { status: 503, body: { status: 'not-ready', backend: 'down' } };
}
