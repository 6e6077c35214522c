import http from 'node:http';
import type { ShopCode } from '@/contract/shops';
import { REQUEST_HOOK_MARKER as INSTALLED } from '@/lib/process/process-globals.cjs';
import { answerOperationsEndpoint, operationsEndpointOf, type OperationsState } from './operations-endpoints';
import { runInRequestContext } from './request-context';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { requestLogLine } from './request-log';
import type { Shutdown } from './shutdown';

export type RequestHookDeps = {
  shutdown: Pick<Shutdown, 'draining' | 'track'>;
  backendUp: OperationsState['backendUp'];
  /** The shop a request is for (by its Host), as the proxy decides it. */
  shopOf: (request: http.IncomingMessage) => ShopCode;
  /** Where a request's log line goes; null: no request log (REQUEST_LOG=off). */
  log: ((line: string) => void) | null;
  now?: () => number;
};

type HookedPrototype = typeof http.Server.prototype & { [INSTALLED]?: true };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Writes the request's log line once its connection is done with the answer (finished or cut off). */
function logWhenDone(request: http.IncomingMessage, response: http.ServerResponse, id: string, deps: RequestHookDeps, log: (line: string) => void): void {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  const time = new Date();
  response.once('close', () => {
    const endpoint = operationsEndpointOf(request.url ?? '');
    // A load balancer asks every few seconds: only an answer that is news (unready, refused) is logged.
    if (endpoint !== null && response.statusCode === 200) return;
    const shop = endpoint === null ? deps.shopOf(request) : 'none';
    const cache = response.getHeader('x-nextjs-cache');
    log(
      requestLogLine({
        time,
        id,
        method: request.method ?? '',
        target: request.url ?? '',
        status: response.statusCode,
        durationMs: now() - started,
        shop,
        nextCache: typeof cache === 'string' ? cache : undefined,
        aborted: !response.writableFinished,
      }),
    );
  });
}

/**
 * The operations hook on every request of this process's HTTP server, outside the request gate (installed after it,
 * so it wraps it: ADR 0022, 0065): gives the request its id (X-Request-Id in, on the answer, and as the current
 * request's context for the upstream calls made while serving it), answers `/healthz` and `/readyz`, follows the
 * answer for the graceful stop, and writes one log line when it is done.
 * Relies on Next.js serving through a `node:http` Server (ADR 0070); guarded by e2e/http/operations.spec.ts
 * 'X-Request-Id: a well-formed one is answered back, a malformed or missing one replaced by a new UUID'.
 */
export function installRequestHook(deps: RequestHookDeps, prototype: HookedPrototype = http.Server.prototype): void {
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  const state: OperationsState = { draining: () => deps.shutdown.draining(), backendUp: deps.backendUp };
  prototype.emit = function emitWithRequestHook(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request, response] = args;
    if (event !== 'request' || !(request instanceof http.IncomingMessage) || !(response instanceof http.ServerResponse)) {
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    }
    const id = requestIdOf(single(request.headers[REQUEST_ID_HEADER]));
    response.setHeader('X-Request-Id', id);
    deps.shutdown.track(response);
    if (deps.log) logWhenDone(request, response, id, deps, deps.log);
    return runInRequestContext({ id }, () => answerOperationsEndpoint(request, response, state) || (Reflect.apply(emit, this, [event, ...args]) as boolean));
  };
  prototype[INSTALLED] = true;
}
