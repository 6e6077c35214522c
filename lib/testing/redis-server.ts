import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A real, throw-away `redis-server` for tests of the Redis adapters (Debian's package, installed by .ci/run): on a free
 * loopback port, nothing saved to disk. `pause()` stops the process (SIGSTOP) so that calls hang as on a stalled
 * Redis, `resume()` lets it go on; `stop()` ends it (a Redis that is down).
 */
export type TestRedis = {
  url: string;
  port: number;
  pause: () => void;
  resume: () => void;
  stop: () => Promise<void>;
};

export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN || 'redis-server';

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on `port` (a free one by default) and resolves once it accepts connections. */
export async function startTestRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freeLoopbackPort());
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on port ${chosen}: ${output}`)), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${REDIS_SERVER_BIN} could not be started (is Debian's redis-server installed?): ${error.message}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }),
  };
}
