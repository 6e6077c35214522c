import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { E2E_PORTS } from './ports';

const ROOT = path.resolve(__dirname, '..', '..');

/** How the fault-injecting proxy answers every backend call. */
export type BackendFault = 'none' | 'slow' | 'error-500' | 'invalid-json' | 'wrong-shape' | 'refused';

/** How long a 'slow' answer is held (longer than any timeout of the storefront). */
const SLOW_MS = 20_000;

/** A raw GET to the fault stack's storefront, with a bound on the wait (the test's, not a speed measure). */
export function getWithin(port: number, requestPath: string, host: string, limitMs: number): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port, path: requestPath, method: 'GET', headers: { host }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), type: String(response.headers['content-type'] ?? '') }));
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
  private storefront: ChildProcess | null = null;
  private proxy: http.Server | null = null;
  private readonly output: string[] = [];

  constructor(
    readonly port: number,
    readonly proxyPort: number,
  ) {}

  async start(): Promise<void> {
    this.proxy = http.createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.proxy?.listen(this.proxyPort, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${this.proxyPort}`;
    this.storefront = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(this.port), '--hostname', 'localhost'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SHOP_API_URL: upstream, SHOP_FAST_API: `${upstream}/fast`, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next' },
    });
    this.storefront.stdout?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    this.storefront.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await getWithin(this.port, '/api/health', 'localhost', 2_000)).status === 200) return;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) {
        await this.stop();
        throw new Error(`fault stack did not start\n${this.output.join('').slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async stop(): Promise<void> {
    const child = this.storefront;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    const proxy = this.proxy;
    if (proxy) {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
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
        const timer = setTimeout(() => this.forward(request, response), SLOW_MS);
        request.socket.once('close', () => clearTimeout(timer));
        return;
      }
      case 'none':
        this.forward(request, response);
    }
  }

  private forward(request: http.IncomingMessage, response: http.ServerResponse): void {
    const upstream = http.request(
      { host: '127.0.0.1', port: E2E_PORTS.backend, method: request.method, path: request.url ?? '/', headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  }
}
