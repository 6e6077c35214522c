import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

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
 * A production storefront of a journey's own (on `port`) whose backend and helper API calls go to a proxy in the test
 * process (on `proxyPort`), which answers them with `handle`: the fault stacks decide there what the storefront sees.
 */
export class StorefrontBehindProxy {
  private storefront: ChildProcess | null = null;
  private proxy: http.Server | null = null;
  private readonly outputChunks: string[] = [];

  constructor(
    readonly port: number,
    readonly proxyPort: number,
    private readonly handle: (request: http.IncomingMessage, response: http.ServerResponse) => void,
    /** More of the storefront's environment; `{proxy}` in a value stands for the proxy's origin. */
    private readonly extraEnv: Record<string, string> = {},
  ) {}

  async start(): Promise<void> {
    this.proxy = http.createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.proxy?.listen(this.proxyPort, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${this.proxyPort}`;
    this.storefront = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(this.port), '--hostname', 'localhost'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SHOP_API_URL: upstream,
        SHOP_FAST_API: `${upstream}/fast`,
        ...Object.fromEntries(Object.entries(this.extraEnv).map(([name, value]) => [name, value.replace('{proxy}', upstream)])),
      },
    });
    this.storefront.stdout?.on('data', (chunk: Buffer) => this.outputChunks.push(chunk.toString()));
    this.storefront.stderr?.on('data', (chunk: Buffer) => this.outputChunks.push(chunk.toString()));
    try {
      await waitFor(`http://localhost:${this.port}/api/health`, 90_000);
    } catch (error) {
      await this.stop();
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- output ---\n${this.outputChunks.join('').slice(-4000)}`);
    }
  }

  /** What the storefront wrote to stdout and stderr so far (its request log among it). */
  output(): string {
    return this.outputChunks.join('');
  }

  /**
   * Sends the storefront process `signal`; resolves when it has ended, with its exit code or signal. For the
   * graceful stop (ADR 0065): the proxy in front of the backend stays up until stop().
   */
  async signalAndWait(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.storefront;
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error('the storefront is not running');
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, ended) => resolve({ code, signal: ended })));
    child.kill(signal);
    return ended;
  }

  async stop(): Promise<void> {
    const child = this.storefront;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        // A browser may keep idle connections open, which a graceful stop waits for: killed after a grace period.
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    const proxy = this.proxy;
    if (proxy) {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  }
}

/** Forwards a request to the e2e reference backend unchanged; `answer` may take over the backend's answer. */
export function forwardToBackend(
  backendPort: number,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  answer?: (upstream: http.IncomingMessage) => boolean,
): void {
  const upstream = http.request({ host: '127.0.0.1', port: backendPort, method: request.method, path: request.url ?? '/', headers: request.headers }, (reply) => {
    if (answer?.(reply)) return;
    response.writeHead(reply.statusCode ?? 502, reply.headers);
    reply.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/**
 * Forwards a request to the e2e reference backend, with the shop config's search engine moved to `searchPort` (the
 * proxy itself), so that the storefront's search calls pass through the proxy too.
 */
export function forwardWithSearchThrough(searchPort: number, backendPort: number, request: http.IncomingMessage, response: http.ServerResponse): void {
  const isConfigApi = (request.url ?? '/').split('?')[0] === '/api/ConfigApi';
  forwardToBackend(backendPort, request, response, (answer) => {
    if (!isConfigApi || answer.statusCode !== 200) return false;
    const parts: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => parts.push(chunk));
    answer.on('end', () => {
      const config = JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
      const body = JSON.stringify({ ...config, search_host: '127.0.0.1', search_port: searchPort });
      const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
      delete headers['transfer-encoding'];
      response.writeHead(200, headers);
      response.end(body);
    });
    return true;
  });
}
