import { request } from 'node:http';
import { LOOPBACK_HOSTNAME } from './processes';

export type LoopbackInit = { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal };

/** Statuses whose answer has no body (a Response cannot be made with one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A request to a server of the stack on the loopback address, as a shop's host: `host` goes in the `Host` header,
 * which `fetch` drops (it is a forbidden header name there), so every shop would be asked as the default one.
 * Redirects are never followed. Answers a standard Response (its `getSetCookie()`, `text()`, `json()`).
 */
export function loopbackFetch(port: number, host: string, path: string, init: LoopbackInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const call = request(
      { hostname: LOOPBACK_HOSTNAME, port, path, method: init.method ?? 'GET', headers: { ...init.headers, host }, signal: init.signal },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const status = answer.statusCode ?? 502;
          resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    call.on('error', reject);
    call.end(init.body);
  });
}
