/**
 * Runs once when the server starts. The Node.js part puts the request gate in front of the HTTP server of the
 * production build (malformed requests get their 4xx before Next.js sees them, docs/adr/0022; `next dev` keeps its own
 * development endpoints, which the gate would refuse), keeps the internal route out of every response's headers
 * (ADR 0020), installs the operations (request ids, `/healthz` and `/readyz`, the request log, the bounded graceful
 * stop: ADR 0065), validates the configuration (a server with missing keys refuses to start and names every missing key)
 * and enables error reporting when SENTRY_DSN is set.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NODE_ENV === 'production') {
      const { installRequestGuard } = await import('./lib/security/http-guard');
      installRequestGuard();
    }
    // After the gate, so that its hook wraps the gate and sees every answer (ADR 0065).
    const { installOperations } = await import('./lib/ops/install-operations');
    installOperations();
    const [{ ServerResponse }, { hideInternalRouteHeaders }] = await Promise.all([import('node:http'), import('./lib/security/internal-route-headers')]);
    hideInternalRouteHeaders(ServerResponse.prototype);
    const { startServer } = await import('./lib/env/server-startup');
    await startServer();
  }
}

/**
 * Next.js reports every error of a server component, route handler, server action or the proxy here; with error
 * reporting on (SENTRY_DSN), it goes to Sentry with the request's shop (lib/error-reporting, ADR 0060).
 */
export async function onRequestError(...args: Parameters<typeof import('@sentry/nextjs').captureRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN?.trim()) return;
  const { reportRequestError } = await import('./lib/error-reporting/server-reporting');
  reportRequestError(...args);
}
