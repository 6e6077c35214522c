import http from 'node:http';
import net from 'node:net';
import { installRequestGuard } from './http-guard';

/** A fresh prototype chain, so the test's guard does not touch the real http.Server of the test process. */
class TestServer extends http.Server {}

function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(text);
  });
}

describe('the request gate in front of the HTTP server', () => {
  let server: TestServer;
  let port = 0;
  const reached: string[] = [];

  beforeAll(async () => {
    installRequestGuard(TestServer.prototype);
    server = new TestServer((request, response) => {
      reached.push(`${request.method} ${request.url}`);
      response.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('requests the gate lets through reach the app', async () => {
    const answer = await rawRequest(port, 'GET /cart HTTP/1.1\r\nHost: at.localhost:3000\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(reached).toContain('GET /cart');
  });

  test('TRACE, a broken escape and a bad Host are answered before the app, with Allow on the 405', async () => {
    const trace = await rawRequest(port, 'TRACE / HTTP/1.1\r\nHost: at.localhost:3000\r\nConnection: close\r\n\r\n');
    expect(trace).toMatch(/^HTTP\/1\.1 405/);
    expect(trace).toMatch(/\r\nAllow: GET, HEAD, OPTIONS\r\n/);
    expect(await rawRequest(port, 'GET /cart/%E0%A4%A HTTP/1.1\r\nHost: at.localhost:3000\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(port, 'GET / HTTP/1.1\r\nHost: at.localhost:99999\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(port, 'GET / HTTP/1.1\r\nHost: at.localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(reached.some((line) => line.startsWith('TRACE') || line.includes('%E0'))).toBe(false);
  });

  test('a refused upload is read to its end after the answer, so the connection is not cut while the client sends', async () => {
    const piece = Buffer.alloc(1024 * 1024, 0x61);
    const result = await new Promise<{ answer: string; error: string | null; closedWhileSending: boolean }>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      const chunks: Buffer[] = [];
      let error: string | null = null;
      let sending = true;
      let closedWhileSending = false;
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', (failure) => (error = failure.message));
      socket.on('close', () => {
        closedWhileSending = sending;
        resolve({ answer: Buffer.concat(chunks).toString('latin1'), error, closedWhileSending });
      });
      socket.write(`PUT /api/health HTTP/1.1\r\nHost: at.localhost:3000\r\nContent-Length: ${3 * piece.length}\r\nConnection: close\r\n\r\n`);
      socket.write(piece);
      // The answer's head is out by now; a server that closed here would cut off (reset) the rest of the upload.
      setTimeout(() => {
        if (socket.destroyed) return;
        socket.write(piece);
        socket.write(piece, () => (sending = false));
      }, 200);
    });
    expect(result.answer).toMatch(/^HTTP\/1\.1 405/);
    expect(result.closedWhileSending).toBe(false);
    expect(result.error).toBeNull();
  });

  test('CONNECT gets a 405 instead of a dropped connection', async () => {
    expect(await rawRequest(port, 'CONNECT at.localhost:3000 HTTP/1.1\r\nHost: at.localhost:3000\r\n\r\n')).toMatch(/^HTTP\/1\.1 405/);
  });

  test('installing twice wraps once', () => {
    const before = TestServer.prototype.emit;
    installRequestGuard(TestServer.prototype);
    expect(TestServer.prototype.emit).toBe(before);
  });
});
