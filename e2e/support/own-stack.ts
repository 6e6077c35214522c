import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const status = await statusOf(url);
      if (status > 0 && status < 500) return;
      last = `status ${status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms (last: ${last})`);
}

/** How long a stopped server may take to close its connections (a browser may keep idle ones open) before it is killed. */
const STOP_GRACE_MS = 5_000;

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A private stack for journeys that break it (stopping the backend): its own reference backend on the shared e2e
 * database and its own storefront process on the same production build, on ports no other journey uses.
 */
export class OwnStack {
  private backend: ChildProcess | null = null;
  private storefront: ChildProcess | null = null;
  private readonly output: string[] = [];

  constructor(
    readonly port: number,
    readonly backendPort: number,
    /** More environment for the storefront (error reporting and its probe: e2e/error-reporting.spec.ts). */
    private readonly storefrontEnv: Record<string, string> = {},
  ) {}

  async start(): Promise<void> {
    const dataDir = process.env.E2E_DATA_DIR ?? path.join(ROOT, 'data', 'e2e');
    this.backend = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BACKEND_PORT: String(this.backendPort),
        BACKEND_DB: path.join(dataDir, 'shop.sqlite'),
        BACKEND_MEDIA_DIR: path.join(dataDir, 'media'),
      },
    });
    this.storefront = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '--port', String(this.port), '--hostname', 'localhost'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          SHOP_API_URL: `http://127.0.0.1:${this.backendPort}`,
          SHOP_FAST_API: `http://127.0.0.1:${this.backendPort}/fast`,
          ...this.storefrontEnv,
        },
      },
    );
    for (const child of [this.backend, this.storefront]) {
      child.stdout?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    }
    try {
      await Promise.all([
        waitFor(`http://127.0.0.1:${this.backendPort}/health`, 90_000),
        waitFor(`http://localhost:${this.port}/api/health`, 90_000),
      ]);
    } catch (error) {
      await this.stopAll();
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- output ---\n${this.output.join('').slice(-4000)}`);
    }
  }

  async stopBackend(): Promise<void> {
    if (this.backend) await stop(this.backend);
  }

  async stopAll(): Promise<void> {
    await Promise.all([this.backend, this.storefront].map((child) => (child ? stop(child) : undefined)));
  }
}
