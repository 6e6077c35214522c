import { describeConfigProblem, readConfig } from './config-schema';

/**
 * Start-up of the Node.js server (instrumentation.ts): refuse to run without a complete configuration; with
 * REDIS_URL, open the process's Redis connection; with a SENTRY_DSN, start error reporting (its SDK is loaded only then).
 */
export async function startServer(): Promise<void> {
  const result = readConfig(process.env);
  if (!result.ok) {
    console.error(describeConfigProblem(result.error));
    process.exit(1);
  }
  const { sentryDsn, redisUrl } = result.data;
  if (redisUrl) {
    // Connect at start, so the first requests already count and hear revalidations in Redis (ADR 0064).
    const { sharedRedis } = await import('@/lib/redis/connection');
    sharedRedis(redisUrl);
  }
  if (sentryDsn) {
    const { startServerReporting } = await import('@/lib/error-reporting/server-reporting');
    startServerReporting({ ...result.data, sentryDsn });
  }
}
