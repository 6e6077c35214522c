import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createClient } from 'redis';

/** Debian's redis-server (installed by .ci/run); REDIS_SERVER_BIN names another. */
const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN || 'redis-server';

/**
 * redis-server for the cluster on 127.0.0.1:`port`, nothing written to disk (no RDB, no AOF), emptied with FLUSHALL
 * once it answers: every start of the topology begins without entries of an older build or catalogue.
 */
export async function startRedisServer(port: number, stdio: StdioOptions = ['ignore', 'pipe', 'pipe']): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`${REDIS_SERVER_BIN} could not be started (is Debian's redis-server installed?): ${error.message}`)));
    child.once('exit', (code, signal) => reject(new Error(`redis-server on ${port} exited with ${code ?? signal}: ${output.join('').slice(-2000)}`)));
  });
  exited.catch(() => undefined);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { connectTimeout: 500, reconnectStrategy: false } });
    client.on('error', () => undefined);
    try {
      await Promise.race([client.connect(), exited]);
      await client.flushAll();
      await client.close();
      return child;
    } catch (error) {
      if (client.isOpen) client.destroy();
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw error instanceof Error ? error : new Error(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
