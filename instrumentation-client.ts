import { warmNumberFormat } from '@/lib/format/intl-formats';
import {
  SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAY_SAMPLE_RATE,
  SENTRY_TRACES_SAMPLE_RATE,
} from '@/lib/shop/constants';

// Runs before hydration begins: the locale's number data is loaded in a task of its own, not inside hydration (ADR 0045).
warmNumberFormat(document.documentElement.lang);

// Error reporting in the browser, only when a DSN is configured at build time; the SDK is loaded lazily so that
// shops without Sentry ship none of it.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({
      dsn,
      tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
      replaysSessionSampleRate: SENTRY_REPLAY_SAMPLE_RATE,
      replaysOnErrorSampleRate: SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE,
      integrations: [Sentry.replayIntegration()],
    });
  });
}
