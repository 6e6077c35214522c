import { NextResponse } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import type { BrowserReportingConfig } from '@/lib/error-reporting/browser-config';
import { DEFAULT_SENTRY_ENVIRONMENT } from '@/lib/error-reporting/reporting-options';

/**
 * The browser's error-reporting settings (ADR 0060), read at run time: the browser asks after the page has loaded
 * and gone idle, so no build bakes a DSN in and pages without it stay the same for everybody. The same for every
 * shopper (the shop comes from the page), so browsers and caches may keep it for five minutes. Never prerendered:
 * the build's environment is not the server's.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const config = serverConfig();
  const body: BrowserReportingConfig = {
    dsn: config.sentryDsn ?? null,
    environment: config.sentryEnvironment ?? DEFAULT_SENTRY_ENVIRONMENT,
  };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
