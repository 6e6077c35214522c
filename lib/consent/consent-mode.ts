import { consentSignals, type ConsentChoice } from './consent-state';

declare global {
  interface Window {
    /** Defined by the Consent Mode default script (lib/consent/consent-default-script.cjs) when a container is configured. */
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Tells Consent Mode the shopper's choice (`gtag('consent','update', …)`): all four signals granted on accept, all
 * denied on decline. Without a container there is no gtag and nothing to tell.
 */
export function updateConsentMode(choice: ConsentChoice, target: Pick<Window, 'gtag'> | undefined = typeof window === 'undefined' ? undefined : window): void {
  target?.gtag?.('consent', 'update', consentSignals(choice));
}
