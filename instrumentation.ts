import { SENTRY_TRACES_SAMPLE_RATE } from '@/lib/shop/constants';

/**
 * Runs once when the server starts. The configuration is validated here so that a server with missing keys
 * refuses to start and names every missing key. Error reporting is enabled only when SENTRY_DSN is set.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readConfig, describeConfigProblem } = await import('@/lib/env/config-schema');
  const result = readConfig(process.env);
  if (!result.ok) {
    console.error(describeConfigProblem(result));
    process.exit(1);
  }
  if (result.config.sentryDsn) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: result.config.sentryDsn, tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE });
  }
}

export async function onRequestError(...args: Parameters<typeof import('@sentry/nextjs').captureRequestError>): Promise<void> {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
