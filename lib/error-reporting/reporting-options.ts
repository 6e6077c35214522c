import type { Breadcrumb, Event } from '@sentry/nextjs';
import {
  APP_VERSION,
  SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAY_SAMPLE_RATE,
  SENTRY_TRACES_SAMPLE_RATE,
} from '@/contract/constants';
import { scrubBreadcrumb, scrubEvent, scrubStreamedSpan } from './scrub';

/** What both SDKs need to report: the project's DSN and the deployment's environment name. */
export type ReportingTarget = { dsn: string; environment: string };

/** The environment name when SENTRY_ENVIRONMENT is not set. */
export const DEFAULT_SENTRY_ENVIRONMENT = 'production';

/**
 * The options the server and the browser SDK share (ADR 0060): the release is the storefront's version, personal data
 * is never sent by the SDK itself (sendDefaultPii false: no IP, cookies or user) and every event, transaction,
 * span and breadcrumb goes through the scrubber; traces are sampled at the spec's rate (S9-24).
 */
export function sharedOptions(target: ReportingTarget, tagEvent: <E extends Event>(event: E) => E = (event) => event) {
  return {
    dsn: target.dsn,
    environment: target.environment,
    release: APP_VERSION,
    sendDefaultPii: false,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    beforeSend: <E extends Event>(event: E): E => scrubEvent(tagEvent(event)),
    beforeSendTransaction: <E extends Event>(event: E): E => scrubEvent(tagEvent(event)),
    // SDK 11 streams spans by default (traceLifecycle 'stream'): they pass here, not through beforeSendTransaction.
    beforeSendSpan: scrubStreamedSpan,
    beforeBreadcrumb: (breadcrumb: Breadcrumb): Breadcrumb => scrubBreadcrumb(breadcrumb),
  };
}

/**
 * The browser's options: the shared ones, the shop as a tag, the replay rates of the spec (S9-25 session 0.1, S9-26
 * every error 1; the replay itself only runs after consent, see browser-consented-reporting.ts) and no client reports, so that a
 * shopper who has not consented causes no request at all unless an error happens.
 */
export function browserOptions(target: ReportingTarget, shop: string | undefined) {
  return {
    ...sharedOptions(target),
    replaysSessionSampleRate: SENTRY_REPLAY_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE,
    sendClientReports: false,
    initialScope: shop ? { tags: { shop } } : {},
  };
}

/** Replay records the page with every text, input and medium masked (what a shopper types or reads never leaves). */
export const REPLAY_PRIVACY = { maskAllText: true, maskAllInputs: true, blockAllMedia: true } as const;

/**
 * Default browser integrations the SDK starts with: error capture, breadcrumbs and deduplication. Performance tracing
 * (a default of @sentry/nextjs) waits for consent (browser-consented-reporting.ts adds it then); release health (a request on
 * every page load) stays off.
 */
export function withoutConsentedIntegrations<I extends { name: string }>(integrations: readonly I[]): I[] {
  return integrations.filter((integration) => integration.name !== 'BrowserSession' && integration.name !== 'BrowserTracing');
}
