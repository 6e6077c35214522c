import http from 'node:http';
import type { Duplex } from 'node:stream';
import { REQUEST_GUARD_MARKER as INSTALLED } from '@/lib/process/process-globals.cjs';
import { gateRequest } from './request-gate';

/**
 * Runs the request gate (request-gate.ts) on every request of this process's HTTP server before Next.js sees it.
 * Next.js offers no hook that runs that early: it turns each request into a web `Request` first (which throws for
 * TRACE and TRACK), and it decodes paths and answers static files before proxy.ts runs, answering 500 where a 4xx is
 * due. So instrumentation.ts installs this once at start-up: it wraps `http.Server.prototype.emit` so that a request
 * the gate answers never reaches Next.js's listener, and answers CONNECT (which Node.js would otherwise drop without a
 * response) with 405. See docs/adr/0022.
 * Relies on Next.js serving through a `node:http` Server (ADR 0070); guarded by e2e/http/next-internals.spec.ts
 * 'guard: the request gate answers before Next.js'.
 */

type GuardedPrototype = typeof http.Server.prototype & { [INSTALLED]?: true };

function headerOf(request: http.IncomingMessage): (name: string) => string | undefined {
  // Repeated headers are joined like the Fetch API does, so two Host lines read as an invalid `a, b`.
  return (name) => request.headersDistinct[name]?.join(', ');
}

/** How much of a refused request's body is read (and dropped) after the answer, and for how long at most. */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * Answers `request` when the gate refuses it (or it is OPTIONS); true when it did. The answer's head goes out at once;
 * a body still on its way is then read and dropped before the response ends (a lingering close, RFC 9112 9.6):
 * closing with unread data would reset the connection, and the client could lose the answer.
 */
export function answerByGate(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const answer = gateRequest({ method: request.method ?? '', target: request.url ?? '', header: headerOf(request) });
  if (!answer) return false;
  response.writeHead(answer.status, { ...answer.headers, 'Content-Length': '0', 'Cache-Control': 'no-store' });
  const announcesBody = request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';
  if (request.complete || !announcesBody) {
    response.end();
    return true;
  }
  response.flushHeaders();
  let read = 0;
  const finish = () => {
    clearTimeout(timer);
    if (!response.writableEnded) response.end();
  };
  const timer = setTimeout(finish, LINGER_MS);
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_BYTES) finish();
  });
  request.once('end', finish);
  request.once('error', finish);
  request.resume();
  return true;
}

function refuseConnect(socket: Duplex): void {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}

/** Servers that already answer CONNECT (Node.js drops a CONNECT without a listener before any event is emitted). */
const answeringConnect = new WeakSet<http.Server>();

export function installRequestGuard(prototype: GuardedPrototype = http.Server.prototype): void {
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args;
      if (request instanceof http.IncomingMessage && response instanceof http.ServerResponse && answerByGate(request, response)) return true;
    } else if (event === 'connection' && !answeringConnect.has(this)) {
      answeringConnect.add(this);
      if (this.listenerCount('connect') === 0) this.on('connect', (_request: http.IncomingMessage, socket: Duplex) => refuseConnect(socket));
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  };
  prototype[INSTALLED] = true;
}
