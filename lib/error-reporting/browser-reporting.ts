import { captureException, init } from '@sentry/nextjs';
import { onConsentGranted } from '@/lib/consent/consent-store';
import { shopByLocale } from '@/contract/shops';
import type { EarlyErrors } from './early-errors';
import { browserOptions, withoutConsentedIntegrations, type ReportingTarget } from './reporting-options';

/**
 * The lazily loaded error SDK (ADR 0060), requested only when the server has a DSN (browser-switch.ts): starts the SDK
 * and reports the errors held until then. Errors are reported from the start (with the scrubber, no cookies, no
 * storage); performance traces and session replay (what a shopper does on the page) are a chunk of their own,
 * requested only once the shopper consents. Named imports only, so that replay stays out of this chunk.
 */
export async function startBrowserReporting(early: EarlyErrors, target: ReportingTarget): Promise<void> {
  const shop = shopByLocale(document.documentElement.lang)?.code;
  init({
    ...browserOptions(target, shop),
    integrations: (defaults) => withoutConsentedIntegrations(defaults),
  });
  // The SDK's global handlers catch from here on; what came before is reported now.
  early.stop();
  for (const error of early.take()) {
    captureException(error, { mechanism: { handled: false, type: 'auto.browser.early_errors' } });
  }
  onConsentGranted(() => {
    // A chunk that cannot load leaves error reporting as it is.
    import('./browser-consented-reporting').then((module) => module.startConsentedReporting(early)).catch(() => {});
  });
}
