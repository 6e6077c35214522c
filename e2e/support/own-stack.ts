import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
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

  constructor(
    readonly port: number,
    readonly backendPort: number,
  ) {}

  async start(): Promise<void> {
    const dataDir = process.env.E2E_DATA_DIR ?? path.join(ROOT, 'data', 'e2e');
    this.backend = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
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
        stdio: 'ignore',
        env: {
          ...process.env,
          SHOP_API_URL: `http://127.0.0.1:${this.backendPort}`,
          SHOP_FAST_API: `http://127.0.0.1:${this.backendPort}/fast`,
        },
      },
    );
    await Promise.all([
      waitFor(`http://127.0.0.1:${this.backendPort}/health`, 60_000),
      waitFor(`http://localhost:${this.port}/api/health`, 60_000),
    ]);
  }

  async stopBackend(): Promise<void> {
    if (this.backend) await stop(this.backend);
  }

  async stopAll(): Promise<void> {
    await Promise.all([this.backend, this.storefront].map((child) => (child ? stop(child) : undefined)));
  }
}
