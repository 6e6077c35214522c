import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loopbackFetch } from './loopback-fetch';

/** The stack's servers pick the shop by Host: a loopback request must carry the shop's host, not the address's. */
describe('loopback fetch', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/gone') {
          res.writeHead(308, { location: '/new' }).end();
          return;
        }
        res.setHeader('set-cookie', ['cart=1; Path=/', 'session=2; Path=/']);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ host: req.headers.host, method: req.method, body }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("sends the shop's host, the method and the body; answers status, cookies and body", async () => {
    const response = await loopbackFetch(port, 'de.localhost:3400', '/api/cart/lines', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['cart=1; Path=/', 'session=2; Path=/']);
    expect(await response.json()).toEqual({ host: 'de.localhost:3400', method: 'POST', body: '{"a":1}' });
  });

  test('never follows a redirect', async () => {
    const response = await loopbackFetch(port, 'ro.localhost', '/gone');
    expect([response.status, response.headers.get('location')]).toEqual([308, '/new']);
  });
});
