import { SENTRY_TRACES_SAMPLE_RATE } from '@/lib/shop/constants';
import { describeConfigProblem, readConfig } from './config-schema';

/** Start-up of the Node.js server (instrumentation.ts): refuse to run without a complete configuration. */
export async function startServer(): Promise<void> {
  const result = readConfig(process.env);
  if (!result.ok) {
    console.error(describeConfigProblem(result.error));
    process.exit(1);
  }
  if (result.data.sentryDsn) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: result.data.sentryDsn, tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE });
  }
}
