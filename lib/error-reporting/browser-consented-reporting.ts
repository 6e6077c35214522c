import { addEventProcessor, addIntegration, browserTracingIntegration, captureRouterTransitionStart, replayIntegration } from '@sentry/nextjs';
import type { EarlyErrors } from './early-errors';
import { REPLAY_PRIVACY } from './reporting-options';
import { scrubRecordingEvent, scrubReplayEvent } from './scrub';

/**
 * What joins error reporting once the shopper consents (ADR 0060): performance traces and session replay, masked and
 * scrubbed. A chunk of its own (replay and its recorder are most of the SDK's weight), so a shopper who never consents
 * never downloads it.
 */
export function startConsentedReporting(early: EarlyErrors): void {
  addIntegration(browserTracingIntegration());
  addEventProcessor(scrubReplayEvent);
  addIntegration(replayIntegration({ ...REPLAY_PRIVACY, beforeAddRecordingEvent: scrubRecordingEvent }));
  early.onRouterTransition(captureRouterTransitionStart);
}
