import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hideInternalRouteHeaders } from './internal-route-headers';

/** A response class of its own, so the patch stays inside this test. */
class TestResponse extends http.ServerResponse {}

function serveOnce(handler: http.RequestListener): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const server = http.createServer({ ServerResponse: TestResponse }, handler);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (response) => {
          response.resume();
          response.on('end', () => server.close(() => resolve(response.headers)));
        })
        .on('error', reject);
    });
  });
}

describe('internal route headers', () => {
  it('are dropped from every response, whatever sets them; other headers stay', async () => {
    hideInternalRouteHeaders(TestResponse.prototype);
    hideInternalRouteHeaders(TestResponse.prototype);
    const headers = await serveOnce((_request, response) => {
      response.setHeader('x-middleware-rewrite', '/de-AT/view/product/1');
      response.setHeader('X-NextJS-Rewritten-Path', '/de-AT/view/product/1');
      response.appendHeader('x-nextjs-rewritten-query', 'sort=price');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.appendHeader('vary', 'rsc');
      response.end('ok');
    });
    expect(headers['x-middleware-rewrite']).toBeUndefined();
    expect(headers['x-nextjs-rewritten-path']).toBeUndefined();
    expect(headers['x-nextjs-rewritten-query']).toBeUndefined();
    expect(headers['x-nextjs-cache']).toBe('HIT');
    expect(headers.vary).toBe('rsc');
  });

  it('reach the browser when nothing hides them (the test above can fail)', async () => {
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const server = http.createServer((_request, response) => {
        response.setHeader('x-middleware-rewrite', '/de-AT/view/product/1');
        response.end();
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        http.get({ host: '127.0.0.1', port, path: '/' }, (response) => {
          response.resume();
          response.on('end', () => server.close(() => resolve(response.headers)));
        }).on('error', reject);
      });
    });
    expect(headers['x-middleware-rewrite']).toBe('/de-AT/view/product/1');
  });
});
