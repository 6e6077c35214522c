import { warmNumberFormat } from '@/lib/format/intl-formats';
import { holdEarlyErrors, routerTransitionStarted } from '@/lib/error-reporting/early-errors';

// Runs before hydration begins: the locale's number data is loaded in a task of its own, not inside hydration (ADR 0045).
warmNumberFormat(document.documentElement.lang);

// Error reporting (ADR 0060): errors are held from the start; the SDK's chunk loads once the page is idle (or at the
// first error) and asks the server whether reporting is on, so nothing of Sentry is in the first-load JavaScript.
holdEarlyErrors((early) => import('@/lib/error-reporting/browser-reporting').then((module) => module.startBrowserReporting(early)));

/** Next.js calls this on every client-side navigation: performance traces of navigations, once consented. */
export const onRouterTransitionStart = routerTransitionStarted;
