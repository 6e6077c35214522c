import { warmNumberFormat } from '@/lib/format/intl-formats';
import { holdEarlyErrors, routerTransitionStarted } from '@/lib/error-reporting/early-errors';

// Runs before hydration begins: the locale's number data is loaded in a task of its own, not inside hydration (ADR 0045).
warmNumberFormat(document.documentElement.lang);

// Error reporting (ADR 0060): errors are held from the start; once the page is idle (or at the first error) a small
// chunk asks the server whether reporting is on, and only then is the SDK's chunk requested: nothing of Sentry is in
// the first-load JavaScript, and nothing of it loads at all without a DSN.
holdEarlyErrors((early) => import('@/lib/error-reporting/browser-switch').then((module) => module.startBrowserReportingIfOn(early)));

/** Next.js calls this on every client-side navigation: performance traces of navigations, once consented. */
export const onRouterTransitionStart = routerTransitionStarted;
