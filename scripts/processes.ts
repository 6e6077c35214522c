import { spawn, type ChildProcess, type SpawnOptions, type StdioOptions } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SHUTDOWN_GRACE_MS } from '../lib/ops/shutdown';
import { compileHintsReport } from './compile-hints';

export const ROOT = path.resolve(__dirname, '..');
/**
 * The storefront listens on `localhost` (the loopback address), not on `127.0.0.1`: Next.js compares a proxy
 * rewrite's origin with its own listening host, and it normalises `127.0.0.1` to `localhost` in the proxy's URLs, so
 * with `127.0.0.1` every rewrite would be taken for an external one.
 */
export const LOOPBACK_HOSTNAME = 'localhost';
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

/**
 * Empties what the storefront keeps on disk between runs from the backend's answers: the image optimizer's resizes.
 * For the reference backend, whose database and media are re-created when the seed changes (and for each journey
 * run), so that no image of an older seed is served; the build's own output stays. The route and data cache
 * (lib/cache/route-cache-handler.cjs, ADR 0063) is no concern here: it lives in the server process (a restart empties
 * it) or, with REDIS_URL, in Redis.
 */
export function clearRuntimeCaches(distDir = process.env.NEXT_DIST_DIR || '.next'): void {
  rmSync(path.resolve(ROOT, distDir, 'cache', 'images'), { recursive: true, force: true });
}

/** `next build`, then V8's compile hint on the chunks every page loads first (scripts/compile-hints.ts, ADR 0045). */
export async function nextBuild(env: NodeJS.ProcessEnv): Promise<void> {
  await run(process.execPath, [NEXT_BIN, 'build'], { env });
  console.log(compileHintsReport(path.resolve(ROOT, env.NEXT_DIST_DIR || '.next')));
}

/** `stdio` defaults to the caller's terminal; the robustness sweep sends the servers' output to log files. */
export function startBackend(env: NodeJS.ProcessEnv, stdio: StdioOptions = 'inherit'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'backend', 'main.ts')], { cwd: ROOT, stdio, env });
}

/** The reference backend's seed (`npm run seed`): re-creates the database and media that BACKEND_DB and BACKEND_MEDIA_DIR name. */
export function seedBackend(env: NodeJS.ProcessEnv): Promise<void> {
  return run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'backend', 'db', 'seed-cli.ts')], { env });
}

export function startStorefront(env: NodeJS.ProcessEnv, port: number, mode: 'start' | 'dev' = 'start', stdio: StdioOptions = 'inherit'): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, mode, '--port', String(port), '--hostname', env.HOSTNAME ?? LOOPBACK_HOSTNAME], {
    cwd: ROOT,
    stdio,
    env,
  });
}

/**
 * How long the supervisor waits for its children after asking them to stop: a storefront finishes its requests in
 * flight for up to SHUTDOWN_GRACE_MS (ADR 0065), plus a margin for its own exit. A child still running then is killed,
 * so none outlives the supervisor.
 */
export const SUPERVISOR_STOP_MS = SHUTDOWN_GRACE_MS + 2_000;

/** Stops children on Ctrl-C / SIGTERM and exits when one of them ends. */
export function superviseUntilExit(children: ChildProcess[], stopMs: number = SUPERVISOR_STOP_MS): void {
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const allEnded = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    for (const child of running) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      // A killed child ends at once; the second timer only covers one the kernel cannot stop.
      setTimeout(() => process.exit(code), 1_000).unref();
    }, stopMs).unref();
    void allEnded.then(() => process.exit(code));
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) {
    child.on('exit', (code) => stopAll(code ?? 1));
  }
}
