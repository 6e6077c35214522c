import { REQUEST_ID_FETCH_MARKER as INSTALLED } from '@/lib/process/process-globals.cjs';
import { currentRequestId } from './request-context';
import { REQUEST_ID_HEADER } from './request-id';

type Fetch = typeof fetch;
type FetchHolder = { fetch: Fetch; [INSTALLED]?: true };


/** Whether Next.js has already put its caching fetch in place (it marks its own with `__nextPatched`). */
function isNextPatched(fetchImpl: Fetch): boolean {
  return '__nextPatched' in fetchImpl;
}

/** `init` for a call of `fetchImpl(input, init)` that also carries `id` (unless the caller set one). */
function withRequestId(input: Parameters<Fetch>[0], init: RequestInit | undefined, id: string): RequestInit | undefined {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (headers.has(REQUEST_ID_HEADER)) return init;
  headers.set(REQUEST_ID_HEADER, id);
  return { ...init, headers };
}

/**
 * Puts the current request's id (request-context.ts) on every outgoing `fetch` of the server: the backend's ky
 * clients, the search engine, the media route, the health probe. It must sit *under* Next.js's patched fetch: Next
 * hashes every request header into the data cache's key, so an id added above it would give every request its own
 * key and the data cache would never hit. Next patches `globalThis.fetch` when it first loads a route, after
 * instrumentation's `register()`, and keeps the fetch it found as the one it calls; installed from `register()`, this
 * wrapper is that one. When Next has patched already (nothing installed), it answers false and nothing is carried.
 * Relies on that order and on the `__nextPatched` mark (ADR 0070); guarded by e2e/http/operations.spec.ts 'the
 * backend, helper API and search engine receive the id the answer carried; the data cache still hits; one log line'.
 */
export function installRequestIdFetch(holder: FetchHolder = globalThis as FetchHolder): boolean {
  if (holder[INSTALLED]) return true;
  const original = holder.fetch;
  if (isNextPatched(original)) return false;
  holder.fetch = function fetchWithRequestId(input: Parameters<Fetch>[0], init?: RequestInit): Promise<Response> {
    const id = currentRequestId();
    return original(input, id === undefined ? init : withRequestId(input, init, id));
  };
  holder[INSTALLED] = true;
  return true;
}
