import http from 'node:http';
import { E2E_PORTS } from './ports';
import { forwardToBackend, StorefrontBehindProxy } from './storefront-behind-proxy';

/** How the fault-injecting proxy answers every backend call. */
export type BackendFault = 'none' | 'slow' | 'error-500' | 'invalid-json' | 'wrong-shape' | 'refused';

/** How long a 'slow' answer is held (longer than any timeout of the storefront). */
const SLOW_MS = 20_000;

/** A raw GET to the fault stack's storefront, with a bound on the wait (the test's, not a speed measure). */
export function getWithin(port: number, requestPath: string, host: string, limitMs: number): Promise<{ status: number; body: string; type: string; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port, path: requestPath, method: 'GET', headers: { host }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          type: String(response.headers['content-type'] ?? ''),
          cacheControl: String(response.headers['cache-control'] ?? ''),
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(limitMs, () => request.destroy(new Error(`no answer within ${limitMs} ms: ${host}${requestPath}`)));
    request.end();
  });
}

/**
 * A production storefront of its own whose backend and helper API calls go through a proxy in the test process, in
 * front of the e2e reference backend. `fault` decides each answer: passed through, held for 20 s, a 500, a 200 with
 * invalid JSON, a 200 JSON of the wrong shape, or the connection dropped.
 */
export class BackendFaultStack {
  fault: BackendFault = 'none';
  private readonly stack: StorefrontBehindProxy;

  constructor(
    readonly port: number,
    readonly proxyPort: number,
  ) {
    this.stack = new StorefrontBehindProxy(port, proxyPort, (request, response) => this.answer(request, response));
  }

  start(): Promise<void> {
    return this.stack.start();
  }

  stop(): Promise<void> {
    return this.stack.stop();
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    switch (this.fault) {
      case 'refused':
        request.socket.destroy();
        return;
      case 'error-500':
        response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"status_code":500,"error":"Internal Server Error"}');
        return;
      case 'invalid-json':
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('<html><body>Proxy error</body></html>');
        return;
      case 'wrong-shape':
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"unexpected":true,"items":"none"}');
        return;
      case 'slow': {
        const timer = setTimeout(() => forwardToBackend(E2E_PORTS.backend, request, response), SLOW_MS);
        request.socket.once('close', () => clearTimeout(timer));
        return;
      }
      case 'none':
        forwardToBackend(E2E_PORTS.backend, request, response);
    }
  }
}
