import type { ChildProcess, StdioOptions } from 'node:child_process';
import { clearRuntimeCaches, startBackend, startStorefront } from '../processes';
import { EMBEDDED_SHOP_TOKEN, embeddedShopEnv, waitForHttp } from '../stack-env';
import type { ClusterPorts } from './cluster-ports';
import { startRedisServer } from './redis-server';
import { startVarnish, type RunningVarnish } from './varnishd';
import { STOREFRONT_VCL } from './varnish-topology';

/**
 * The scaled topology on one machine (ADR 0066): the reference backend (or the configured one), redis-server, two
 * storefront instances of one build sharing Redis, Varnish in front of them. `npm run start:cluster` runs it under
 * supervision; the cluster journeys (e2e/cluster) hold one and stop or restart its parts.
 */
export type ClusterOptions = {
  ports: ClusterPorts;
  /** The environment of every process (config of a real backend, REVALIDATE_SECRET...). */
  env: NodeJS.ProcessEnv;
  /** Start the embedded reference backend on `ports.backend` (the backend's own variables come from `env`). */
  embeddedBackend: boolean;
  /** Addresses that may ban in Varnish (its ACL). */
  purgers: string[];
  stdio?: StdioOptions;
};

const STOP_GRACE_MS = 12_000;

function stopChild(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export class Cluster {
  backend: ChildProcess | null = null;
  redis: ChildProcess | null = null;
  readonly instances: Array<ChildProcess | null> = [null, null];
  varnish: RunningVarnish | null = null;
  /** What the processes printed, when `stdio` is 'pipe' (for a journey's failure message). */
  readonly output: string[] = [];

  constructor(private readonly options: ClusterOptions) {}

  get ports(): ClusterPorts {
    return this.options.ports;
  }

  /** The environment of a storefront instance: the shops' public origins are Varnish's, bans go to it. */
  instanceEnv(): NodeJS.ProcessEnv {
    const { env, ports, embeddedBackend } = this.options;
    return {
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(embeddedBackend ? embeddedShopEnv(ports.backend, env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN, ports.varnish) : {}),
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      VARNISH_URLS: `http://127.0.0.1:${ports.varnish}`,
      // Varnish sets X-Forwarded-For to the client's address and drops a client's X-Forwarded-Host (storefront.vcl).
      SHOP_TRUST_PROXY: 'true',
    };
  }

  private track(child: ChildProcess): ChildProcess {
    child.stdout?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    return child;
  }

  async start(): Promise<void> {
    const { env, ports, embeddedBackend, stdio = 'inherit' } = this.options;
    try {
      if (embeddedBackend) {
        this.backend = this.track(startBackend({ ...env, BACKEND_PORT: String(ports.backend), SHOP_TOKEN: env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN }, stdio));
        await waitForHttp(`http://127.0.0.1:${ports.backend}/health`, 180_000);
        // The backend may have re-seeded its database: nothing of an older seed stays in the shared route cache.
        clearRuntimeCaches();
      }
      await this.startRedis();
      await Promise.all([0, 1].map((index) => this.startInstance(index)));
      this.varnish = await startVarnish({
        port: ports.varnish,
        stdio,
        topology: { instances: ports.instances.map((port) => ({ host: '127.0.0.1', port })), purgers: this.options.purgers, rulesPath: STOREFRONT_VCL },
      });
    } catch (error) {
      await this.stop();
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- output ---\n${this.output.join('').slice(-4000)}`);
    }
  }

  async startRedis(): Promise<void> {
    this.redis = this.track(await startRedisServer(this.ports.redis, this.options.stdio ?? 'inherit'));
  }

  async stopRedis(): Promise<void> {
    await stopChild(this.redis);
    this.redis = null;
  }

  async startInstance(index: number): Promise<void> {
    const port = this.ports.instances[index];
    if (port === undefined) throw new Error(`no instance ${index + 1}`);
    this.instances[index] = this.track(startStorefront(this.instanceEnv(), port, 'start', this.options.stdio ?? 'inherit'));
    await waitForHttp(`http://localhost:${port}/api/health`, 120_000);
  }

  /** Ends an instance: SIGKILL drops what it was answering, as a crash does. */
  async stopInstance(index: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    await stopChild(this.instances[index] ?? null, signal);
    this.instances[index] = null;
  }

  /** Every process this cluster started, for a supervisor. */
  children(): ChildProcess[] {
    return [this.backend, this.redis, ...this.instances, this.varnish?.child ?? null].filter((child): child is ChildProcess => child !== null);
  }

  async stop(): Promise<void> {
    await this.varnish?.stop();
    this.varnish = null;
    await Promise.all([0, 1].map((index) => this.stopInstance(index)));
    await this.stopRedis();
    await stopChild(this.backend);
    this.backend = null;
  }
}
