import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support (not a test): a pass-through HTTP proxy in front of the reference backend. Every request goes to the
 * backend and its answer comes back unchanged, except on a route a test has told to fail: that route then answers the
 * given fault, an answer the reference backend never gives for a valid request (a 5xx, a body outside the contract).
 */
export type Fault = { status: number; body: unknown };

export type FaultProxy = {
  url: string;
  /** `METHOD /path` (path without query) answers `fault` until `reset()`. */
  fail: (route: string, fault: Fault) => void;
  reset: () => void;
  close: () => Promise<void>;
};

/** Headers of one connection, not to be passed on (fetch refuses some of them). */
const HOP_BY_HOP = new Set(['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'te', 'trailer', 'proxy-connection']);

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startFaultProxy(backendUrl: string): Promise<FaultProxy> {
  const faults = new Map<string, Fault>();
  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const method = request.method ?? 'GET';
      const fault = faults.get(`${method} ${new URL(request.url ?? '/', 'http://proxy').pathname}`);
      if (fault) {
        response.writeHead(fault.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(fault.body));
        return;
      }
      const upstream = await fetch(`${backendUrl}${request.url ?? '/'}`, {
        method,
        headers: Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_BY_HOP.has(entry[0]))),
        ...(body.length > 0 && method !== 'GET' ? { body: new Uint8Array(body) } : {}),
        redirect: 'manual',
      });
      const headers: Record<string, string> = { 'content-type': upstream.headers.get('content-type') ?? 'application/json' };
      const location = upstream.headers.get('location');
      if (location) headers.location = location;
      response.writeHead(upstream.status, headers);
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fail: (route, fault) => {
      faults.set(route, fault);
    },
    reset: () => faults.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
