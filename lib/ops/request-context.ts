import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows about the request being served, wherever code runs while serving it. */
export type RequestContext = { readonly id: string };

/**
 * One storage per process: the request hook (instrumentation's bundle) and anything that reads it may be separate
 * bundles of the same Node.js process, so the storage is kept on `globalThis` under a registered symbol.
 */
const KEY = Symbol.for('storefront.request-context');

type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

/** Runs `serve` (and everything it starts, awaited or not) with `context` as the current request. */
export function runInRequestContext<T>(context: RequestContext, serve: () => T): T {
  return storage().run(context, serve);
}

/** The id of the request being served; undefined outside one (start-up, timers of no request). */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.id;
}
