import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { forwardedRequestHeaders, forwardedResponseHeaders, startTlsFront } from './tls-front';

describe('forwarded headers', () => {
  test('the request keeps its own headers, takes its host from :authority and loses connection-specific ones', () => {
    const headers = forwardedRequestHeaders({ ':authority': 'de.localhost:3443', ':path': '/bad.html', host: 'other', cookie: 'a=1', connection: 'keep-alive', te: 'trailers', 'accept-encoding': 'gzip' });
    expect(headers).toEqual({ host: 'de.localhost:3443', cookie: 'a=1', 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' });
  });

  test('an HTTP/1.1 request keeps its host header', () => {
    expect(forwardedRequestHeaders({ host: 'ro.localhost:3443' }).host).toBe('ro.localhost:3443');
  });

  test('the response loses what HTTP/2 forbids and keeps the rest, set-cookie lists included', () => {
    const headers = forwardedResponseHeaders({ connection: 'close', 'transfer-encoding': 'chunked', 'keep-alive': 'timeout=5', 'set-cookie': ['a=1', 'b=2'], 'content-type': 'text/html' });
    expect(headers).toEqual({ 'set-cookie': ['a=1', 'b=2'], 'content-type': 'text/html' });
  });
});

describe('startTlsFront', () => {
  test('answers over TLS with HTTP/2 what the storefront behind it answers, for the host the browser asked', async () => {
    const seen: Array<{ host?: string; proto?: string | string[]; method?: string; body: string }> = [];
    const storefront = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ host: request.headers.host, proto: request.headers['x-forwarded-proto'], method: request.method, body });
        response.writeHead(201, { 'content-type': 'text/plain', connection: 'keep-alive', 'set-cookie': ['x=1'] });
        response.end(`path ${request.url}`);
      });
    });
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    const front = await startTlsFront(0, (storefront.address() as AddressInfo).port);
    try {
      const session = http2.connect(`https://127.0.0.1:${front.port}`, { rejectUnauthorized: false, servername: 'localhost' });
      const answer = await new Promise<{ status: number; type: string; cookie: unknown; body: string; alpn: string | false | undefined }>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': '/bad.html?x=1', ':authority': 'de.localhost:3443' });
        let status = 0;
        let type = '';
        let cookie: unknown;
        let body = '';
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
          type = String(headers['content-type']);
          cookie = headers['set-cookie'];
        });
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status, type, cookie, body, alpn: session.alpnProtocol }));
        stream.on('error', reject);
        stream.end('sent');
      });
      session.close();
      expect(answer).toEqual({ status: 201, type: 'text/plain', cookie: ['x=1'], body: 'path /bad.html?x=1', alpn: 'h2' });
      expect(seen).toEqual([{ host: 'de.localhost:3443', proto: 'https', method: 'POST', body: 'sent' }]);
    } finally {
      await front.close();
      await new Promise<void>((resolve) => storefront.close(() => resolve()));
    }
  });

  test('a storefront that is not there gives 502, not a hanging request', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const front = await startTlsFront(0, deadPort);
    try {
      const session = http2.connect(`https://127.0.0.1:${front.port}`, { rejectUnauthorized: false });
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.end();
      });
      session.close();
      expect(status).toBe(502);
    } finally {
      await front.close();
    }
  });
});
