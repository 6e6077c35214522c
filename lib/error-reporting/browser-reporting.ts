import * as Sentry from '@sentry/nextjs';
import { onConsentGranted } from '@/lib/consent/consent-store';
import { shopByLocale } from '@/lib/shop/shops';
import { BROWSER_REPORTING_CONFIG_PATH, browserReportingConfigSchema } from './browser-config';
import type { EarlyErrors } from './early-errors';
import { browserOptions, REPLAY_PRIVACY, withoutConsentedIntegrations } from './reporting-options';
import { scrubRecordingEvent, scrubReplayEvent } from './scrub';

/**
 * The lazily loaded part of browser error reporting (ADR 0060): reads the DSN from the server, starts the SDK and
 * reports the errors held until then. Errors are reported from the start (with the scrubber, no cookies, no storage);
 * performance traces and session replay (what a shopper does on the page) start only once the shopper consents.
 */
export async function startBrowserReporting(early: EarlyErrors): Promise<void> {
  const response = await fetch(BROWSER_REPORTING_CONFIG_PATH, { credentials: 'omit' });
  const parsed = browserReportingConfigSchema.safeParse(response.ok ? await response.json() : null);
  if (!parsed.success || parsed.data.dsn === null) {
    early.stop();
    early.take();
    return;
  }
  const shop = shopByLocale(document.documentElement.lang)?.code;
  Sentry.init({
    ...browserOptions({ dsn: parsed.data.dsn, environment: parsed.data.environment }, shop),
    integrations: (defaults) => withoutConsentedIntegrations(defaults),
  });
  // The SDK's global handlers catch from here on; what came before is reported now.
  early.stop();
  for (const error of early.take()) {
    Sentry.captureException(error, { mechanism: { handled: false, type: 'auto.browser.early_errors' } });
  }
  onConsentGranted(() => {
    Sentry.addIntegration(Sentry.browserTracingIntegration());
    Sentry.addEventProcessor(scrubReplayEvent);
    Sentry.addIntegration(Sentry.replayIntegration({ ...REPLAY_PRIVACY, beforeAddRecordingEvent: scrubRecordingEvent }));
    early.onRouterTransition(Sentry.captureRouterTransitionStart);
  });
}
