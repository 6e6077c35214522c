import { BROWSER_REPORTING_CONFIG_PATH, browserReportingConfigSchema, type BrowserReportingConfig } from './browser-config';
import type { EarlyErrors } from './early-errors';

type ReportingOn = BrowserReportingConfig & { dsn: string };

/** What the switch needs from outside: the server's answer and the SDK's chunk (injected so the rule is testable). */
export type BrowserSwitchDeps = {
  fetchConfig: () => Promise<unknown>;
  startSdk: (early: EarlyErrors, config: ReportingOn) => Promise<void>;
};

async function fetchConfigFromServer(): Promise<unknown> {
  const response = await fetch(BROWSER_REPORTING_CONFIG_PATH, { credentials: 'omit' });
  return response.ok ? response.json() : null;
}

const fromServer: BrowserSwitchDeps = {
  fetchConfig: fetchConfigFromServer,
  startSdk: (early, config) => import('./browser-reporting').then((module) => module.startBrowserReporting(early, config)),
};

/**
 * Asks the server whether error reporting is on before any Sentry code loads (ADR 0060): without a DSN (or with an
 * answer that does not parse) the held errors are dropped and the SDK's chunk is never requested.
 */
export async function startBrowserReportingIfOn(early: EarlyErrors, deps: BrowserSwitchDeps = fromServer): Promise<void> {
  const parsed = browserReportingConfigSchema.safeParse(await deps.fetchConfig().catch(() => null));
  if (!parsed.success || parsed.data.dsn === null) {
    early.stop();
    early.take();
    return;
  }
  await deps.startSdk(early, { ...parsed.data, dsn: parsed.data.dsn });
}
