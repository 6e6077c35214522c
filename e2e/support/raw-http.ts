import http from 'node:http';
import { E2E_PORTS } from './ports';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** `port`: another server than the e2e storefront (the cluster journeys' Varnish and instances). */
export type RawRequest = { method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number; port?: number };

/**
 * A raw request to the e2e storefront with any Host header, method and path, without following redirects; the body
 * as text (the server's HTML as crawlers and browsers without JavaScript get it). Node cannot resolve `*.localhost`
 * (browsers can), so it connects to `localhost` and names the shop in the Host header.
 */
export function rawRequest(path: string, host: string, request: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers, host };
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    // agent: false: a fresh connection per request, so a keep-alive socket the server just closed is never reused.
    const outgoing = http.request({ host: 'localhost', port: request.port ?? E2E_PORTS.storefront, path, method: request.method ?? 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.setTimeout(request.timeoutMs ?? 30_000, () => outgoing.destroy(new Error('timeout')));
    outgoing.end(request.body);
  });
}

/** A raw GET (see rawRequest); `headers` adds request headers (for example `RSC: 1`). */
export function rawGet(path: string, host: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(path, host, { headers });
}
