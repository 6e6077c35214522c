/**
 * Runs once when the server starts. The Node.js part validates the configuration (a server with missing keys refuses
 * to start and names every missing key), enables error reporting when SENTRY_DSN is set, and keeps the internal
 * route out of every response's headers (ADR 0020).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ ServerResponse }, { hideInternalRouteHeaders }] = await Promise.all([import('node:http'), import('./lib/security/internal-route-headers')]);
    hideInternalRouteHeaders(ServerResponse.prototype);
    const { startServer } = await import('./lib/env/server-startup');
    await startServer();
  }
}

export async function onRequestError(...args: Parameters<typeof import('@sentry/nextjs').captureRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
