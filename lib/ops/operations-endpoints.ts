import type http from 'node:http';
import { LIVENESS_PATH, READINESS_PATH, readiness } from './readiness';

export type OperationsState = {
  /** True once the instance has been told to stop (shutdown.ts). */
  draining: () => boolean;
  /** Whether the backend answers: the proxy's health, fresh within its TTL or probed (bounded by its probe timeout). */
  backendUp: () => Promise<boolean>;
};

const ALLOW = 'GET, HEAD, OPTIONS';

function send(request: http.IncomingMessage, response: http.ServerResponse, status: number, body: object | null, headers: Record<string, string> = {}): void {
  const json = body === null ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(body === null ? {} : { 'Content-Type': 'application/json' }),
    'Content-Length': String(Buffer.byteLength(json)),
  });
  response.end(request.method === 'HEAD' ? undefined : json);
}

/** The path of a request-target, without its query (only origin-form targets name these endpoints). */
function pathOf(target: string): string {
  const mark = target.indexOf('?');
  return mark < 0 ? target : target.slice(0, mark);
}

/** Which operations endpoint a request is for, if any. */
export function operationsEndpointOf(target: string): 'liveness' | 'readiness' | null {
  const path = pathOf(target);
  if (path === LIVENESS_PATH) return 'liveness';
  if (path === READINESS_PATH) return 'readiness';
  return null;
}

/**
 * Answers `/healthz` (the process is alive: 200, never asks anything) and `/readyz` (the readiness rule); true when
 * the request was one of them. GET and HEAD; OPTIONS 204 and other methods 405, both with `Allow`, as the request gate
 * does elsewhere (ADR 0022). Never cached (`no-store`), never rendered, whatever the Host.
 */
export function answerOperationsEndpoint(request: http.IncomingMessage, response: http.ServerResponse, state: OperationsState): boolean {
  const endpoint = operationsEndpointOf(request.url ?? '');
  if (endpoint === null) return false;
  const method = request.method ?? '';
  if (method === 'OPTIONS') send(request, response, 204, null, { Allow: ALLOW });
  else if (method !== 'GET' && method !== 'HEAD') send(request, response, 405, null, { Allow: ALLOW });
  else if (endpoint === 'liveness') send(request, response, 200, { status: 'alive' });
  else if (state.draining()) send(request, response, 503, readiness({ draining: true, backendUp: false }).body);
  else {
    void state
      .backendUp()
      .catch(() => false)
      .then((backendUp) => {
        const answer = readiness({ draining: state.draining(), backendUp });
        if (!response.writableEnded && !response.destroyed) send(request, response, answer.status, answer.body);
      });
  }
  request.resume();
  return true;
}
