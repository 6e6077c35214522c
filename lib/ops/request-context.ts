import { AsyncLocalStorage } from 'node:async_hooks';
import { processGlobal } from '@/lib/process/process-globals.cjs';

/** What the server knows about the request being served, wherever code runs while serving it. */
export type RequestContext = { readonly id: string };

/** One storage per process, shared by the request hook's bundle and the bundles that read it (process-globals.cjs). */
function storage(): AsyncLocalStorage<RequestContext> {
  return processGlobal('requestContext', () => new AsyncLocalStorage<RequestContext>());
}

/** Runs `serve` (and everything it starts, awaited or not) with `context` as the current request. */
export function runInRequestContext<T>(context: RequestContext, serve: () => T): T {
  return storage().run(context, serve);
}

/** The id of the request being served; undefined outside one (start-up, timers of no request). */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.id;
}
