/**
 * Runs once when the server starts. The Node.js part validates the configuration (a server with missing keys refuses
 * to start and names every missing key) and enables error reporting when SENTRY_DSN is set.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/env/server-startup');
    await startServer();
  }
}

export async function onRequestError(...args: Parameters<typeof import('@sentry/nextjs').captureRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
