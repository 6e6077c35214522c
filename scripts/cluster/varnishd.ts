import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { topologyVcl, type Topology } from './varnish-topology';

/** Debian's varnishd (package `varnish`, installed by .ci/run); VARNISHD_BIN names another. */
export const VARNISHD_BIN = process.env.VARNISHD_BIN || '/usr/sbin/varnishd';

export type RunningVarnish = { child: ChildProcess; workDir: string; stop: () => Promise<void> };

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * varnishd in the foreground (`-F`, so it ends with its parent's supervision) on 127.0.0.1:`port`: its own work
 * directory under the OS temp dir (removed on stop), malloc storage, no jail (it runs as the user who started it),
 * the topology's VCL. Resolves once it accepts connections; rejects with its output when it fails to start (a VCL
 * that does not compile, a port in use).
 */
export async function startVarnish(options: { port: number; topology: Topology; storageMb?: number; stdio?: StdioOptions }): Promise<RunningVarnish> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-varnish-'));
  const vclFile = path.join(workDir, 'topology.vcl');
  writeFileSync(vclFile, topologyVcl(options.topology));
  const args = ['-F', '-n', path.join(workDir, 'n'), '-a', `127.0.0.1:${options.port}`, '-T', '127.0.0.1:0', '-f', vclFile, '-s', `malloc,${options.storageMb ?? 256}m`, '-j', 'none'];
  const child = spawn(VARNISHD_BIN, args, { stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`${VARNISHD_BIN} could not be started (is Debian's varnish installed?): ${error.message}`)));
    child.once('exit', (code, signal) => reject(new Error(`varnishd exited with ${code ?? signal}:\n${output.join('').slice(-3000)}`)));
  });
  failed.catch(() => undefined);
  const deadline = Date.now() + 30_000;
  try {
    while (!(await Promise.race([acceptsConnections(options.port), failed]))) {
      if (Date.now() > deadline) throw new Error(`varnishd did not listen on ${options.port} within 30 s:\n${output.join('').slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, workDir, stop };
}
