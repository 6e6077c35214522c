import { describeConfigProblem, readConfig } from './config-schema';

/**
 * Start-up of the Node.js server (instrumentation.ts): refuse to run without a complete configuration; with a
 * SENTRY_DSN, start error reporting (its SDK is loaded only then).
 */
export async function startServer(): Promise<void> {
  const result = readConfig(process.env);
  if (!result.ok) {
    console.error(describeConfigProblem(result.error));
    process.exit(1);
  }
  const { sentryDsn } = result.data;
  if (sentryDsn) {
    const { startServerReporting } = await import('@/lib/error-reporting/server-reporting');
    startServerReporting({ ...result.data, sentryDsn });
  }
}
