/**
 * A TLS front speaking HTTP/2 (and HTTP/1.1 to clients that do not offer h2), forwarding every request to a storefront
 * on a loopback port: how a shopper's browser reaches a shop in production, where a TLS-terminating proxy or CDN
 * sits in front of the storefront. `npm run bench -- lighthouse` measures the pages through it (ADR 0051): over
 * plain HTTP/1.1 a browser opens at most six connections per host, and Lighthouse's simulation then lets every
 * request of a page wait for one of them, on a network no shop runs on.
 *
 * Loopback only, for benchmarks: the certificate is self-signed, made with openssl for `localhost` and `*.localhost`
 * into a temporary folder for each start, and the browser that measures is told to accept it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOOPBACK_HOSTNAME } from './processes';

/** Headers that belong to one connection (RFC 9113 8.2.2): never forwarded, and forbidden in HTTP/2. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

export type TlsFront = { port: number; close: () => Promise<void> };

/**
 * The request headers sent on to the storefront: the client's headers without HTTP/2 pseudo-headers and
 * connection-specific ones, `host` from the `:authority` the browser asked for (the storefront resolves the shop
 * from it), and `x-forwarded-proto: https` (read only where SHOP_TRUST_PROXY says a front is trusted).
 */
export function forwardedRequestHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const forwarded: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || CONNECTION_HEADERS.has(name)) continue;
    forwarded[name] = value;
  }
  const authority = headers[':authority'];
  const host = typeof authority === 'string' && authority !== '' ? authority : headers.host;
  if (host) forwarded.host = host;
  forwarded['x-forwarded-proto'] = 'https';
  return forwarded;
}

/** The storefront's response headers as the front sends them on: without connection-specific ones. */
export function forwardedResponseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const forwarded: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !CONNECTION_HEADERS.has(name)) forwarded[name] = value;
  }
  return forwarded;
}

/** A self-signed certificate for localhost and every *.localhost host, made with openssl (Debian's package). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-tls-front-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost'],
        { stdio: 'ignore' },
      );
    } catch (error) {
      throw new Error(`The TLS front needs openssl to make its loopback certificate (apt-get install -y openssl): ${error instanceof Error ? error.message : String(error)}`);
    }
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on `port` (loopback; 0 picks a free one), forwarding to the storefront on `targetPort`. */
export async function startTlsFront(port: number, targetPort: number): Promise<TlsFront> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const upstream = http.request(
      { host: LOOPBACK_HOSTNAME, port: targetPort, method: request.method, path: request.url, headers: forwardedRequestHeaders(request.headers), agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardedResponseHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK_HOSTNAME, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
