import type { Ga4Event } from './ga4-event';

/**
 * The analytics data layer (Google Tag Manager's `window.dataLayer`). Events are only queued here; the tag manager
 * that sends them on is loaded by the consent code, and only with the shopper's consent.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: Ga4Event, target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!target) return;
  target.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  target.dataLayer.push({ ecommerce: null }, event);
}
