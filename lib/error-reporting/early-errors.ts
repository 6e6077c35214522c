/**
 * The first-load part of browser error reporting (ADR 0060), a few hundred bytes: it holds the errors of the page
 * until the SDK is there, and loads the SDK's chunk once the page has loaded and the browser is idle, or at once when
 * an error happens first. Nothing of Sentry is in the first-load JavaScript.
 */

type RouterTransition = (href: string, navigationType: 'push' | 'replace' | 'traverse') => void;

/** What the lazily loaded part takes over: the errors so far, and the end of the queue once its own handlers run. */
export type EarlyErrors = {
  /** The errors (and rejection reasons) caught so far, in order; taking them empties the queue. */
  take: () => unknown[];
  /** Stops queueing (the SDK's own global handlers catch from now on). */
  stop: () => void;
  /** Where the router's transitions go from now on (performance traces, once consented). */
  onRouterTransition: (forward: RouterTransition) => void;
};

let routerTransition: RouterTransition | null = null;

/** For instrumentation-client's onRouterTransitionStart: forwarded once the SDK is loaded, dropped before. */
export function routerTransitionStarted(href: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  routerTransition?.(href, navigationType);
}

/** Installs the queue and schedules the loading of `load` (the SDK's chunk). */
export function holdEarlyErrors(load: (early: EarlyErrors) => Promise<void>, target: Window = window): void {
  let queued: unknown[] = [];
  let loading = false;
  const onError = (event: ErrorEvent) => {
    queued.push(event.error ?? event.message);
    start();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    queued.push(event.reason);
    start();
  };
  const early: EarlyErrors = {
    take: () => {
      const taken = queued;
      queued = [];
      return taken;
    },
    stop: () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
    onRouterTransition: (forward) => {
      routerTransition = forward;
    },
  };
  function start(): void {
    if (loading) return;
    loading = true;
    // A chunk that cannot load (offline, a deployment in between) leaves the page as it is.
    load(early).catch(() => early.stop());
  }
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const whenIdle = () => (typeof target.requestIdleCallback === 'function' ? target.requestIdleCallback(start, { timeout: 5_000 }) : target.setTimeout(start, 1));
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
