import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { E2E_PORTS } from './ports';

const ROOT = path.resolve(__dirname, '..', '..');

function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const request = http.get(url, { timeout: 5_000 }, (response) => {
        response.resume();
        if ((response.statusCode ?? 500) < 500) resolve();
        else retry(`status ${response.statusCode}`);
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => retry(error.message));
    };
    const retry = (why: string) => {
      if (Date.now() > deadline) reject(new Error(`${url} did not come up within ${timeoutMs} ms (last: ${why})`));
      else setTimeout(attempt, 250);
    };
    attempt();
  });
}

/**
 * A private storefront whose search engine can be stopped while the shop backend keeps running. Its backend calls
 * go through a small proxy in the test process that forwards everything to the e2e reference backend unchanged,
 * except that `GET /api/ConfigApi` names the proxy itself as the search engine (the storefront reads the search host
 * from ConfigApi, spec section 7). `stopEngine()` then makes every `_search` call fail at the connection, as a
 * stopped engine does; catalogue, menus and config keep answering.
 */
export class SearchFaultStack {
  private storefront: ChildProcess | null = null;
  private proxy: http.Server | null = null;
  private engineUp = true;
  private readonly output: string[] = [];
  /** Number of `_search` calls the proxy refused. */
  refusedSearches = 0;

  constructor(
    readonly port: number,
    readonly proxyPort: number,
  ) {}

  async start(): Promise<void> {
    this.proxy = http.createServer((request, response) => this.forward(request, response));
    await new Promise<void>((resolve) => this.proxy?.listen(this.proxyPort, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${this.proxyPort}`;
    this.storefront = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(this.port), '--hostname', 'localhost'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SHOP_API_URL: upstream, SHOP_FAST_API: `${upstream}/fast` },
    });
    this.storefront.stdout?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    this.storefront.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    try {
      await waitFor(`http://localhost:${this.port}/api/health`, 90_000);
    } catch (error) {
      await this.stop();
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- output ---\n${this.output.join('').slice(-4000)}`);
    }
  }

  /** From now on the search engine cannot be reached. */
  stopEngine(): void {
    this.engineUp = false;
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

  private forward(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = request.url ?? '/';
    if (url.includes('/_search') && !this.engineUp) {
      this.refusedSearches += 1;
      request.socket.destroy();
      return;
    }
    const isConfigApi = url.split('?')[0] === '/api/ConfigApi';
    const upstream = http.request(
      { host: '127.0.0.1', port: E2E_PORTS.backend, method: request.method, path: url, headers: request.headers },
      (answer) => {
        if (!isConfigApi || answer.statusCode !== 200) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const config = JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
          const body = JSON.stringify({ ...config, search_host: '127.0.0.1', search_port: this.proxyPort });
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers['transfer-encoding'];
          response.writeHead(200, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  }
}
