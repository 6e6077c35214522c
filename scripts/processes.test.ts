import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHUTDOWN_GRACE_MS } from '../lib/ops/shutdown';
import { clearRuntimeCaches, SUPERVISOR_STOP_MS } from './processes';

describe('runtime caches of the storefront', () => {
  test('the image resizes go; the build stays', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    const files = ['cache/images/key/1.webp', 'server/app/page.js', 'BUILD_ID'];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), 'x');
    }
    clearRuntimeCaches(dist);
    expect(files.filter((file) => existsSync(path.join(dist, file)))).toEqual(['server/app/page.js', 'BUILD_ID']);
    rmSync(dist, { recursive: true, force: true });
  });
});

/**
 * The supervisor of `npm start` in a process of its own (it calls process.exit): its child takes `childStopMs` to
 * stop after SIGTERM (or ignores it with -1). Answers when the supervisor ended, and whether the child was still
 * alive at that moment.
 */
async function superviseAndStop(childStopMs: number, stopMs?: number): Promise<{ tookMs: number; childAliveAfter: boolean }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
  const script = path.join(dir, 'supervisor.ts');
  const child = childStopMs < 0 ? "process.on('SIGTERM', () => undefined)" : `process.on('SIGTERM', () => setTimeout(() => process.exit(0), ${childStopMs}))`;
  writeFileSync(
    script,
    [
      "import { spawn } from 'node:child_process';",
      `import { superviseUntilExit } from ${JSON.stringify(path.join(__dirname, 'processes'))};`,
      `const child = spawn(process.execPath, ['-e', ${JSON.stringify(`${child}; setInterval(() => undefined, 1000); console.log('ready')`)}], { stdio: ['ignore', 'pipe', 'inherit'] });`,
      `superviseUntilExit([child]${stopMs === undefined ? '' : `, ${stopMs}`});`,
      "child.stdout.once('data', () => console.log(`child ${child.pid}`));",
    ].join('\n'),
  );
  const supervisor = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const childPid = await new Promise<number>((resolve) => supervisor.stdout.on('data', (chunk: Buffer) => /child (\d+)/.test(chunk.toString()) && resolve(Number(/child (\d+)/.exec(chunk.toString())?.[1]))));
  const started = Date.now();
  const ended = new Promise((resolve) => supervisor.once('exit', resolve));
  supervisor.kill('SIGTERM');
  await ended;
  const tookMs = Date.now() - started;
  let childAliveAfter = true;
  try {
    process.kill(childPid, 0);
  } catch {
    childAliveAfter = false;
  }
  if (childAliveAfter) process.kill(childPid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  return { tookMs, childAliveAfter };
}

describe('the supervisor of npm start on SIGTERM', () => {
  test('waits for a storefront that drains for longer than 3 s (it used to exit at 3 s and leave it running)', async () => {
    const { tookMs, childAliveAfter } = await superviseAndStop(4_000);
    expect(childAliveAfter).toBe(false);
    expect(tookMs).toBeGreaterThanOrEqual(3_900);
  }, 20_000);

  test('kills a child still running after its bound, and none outlives it', async () => {
    const { tookMs, childAliveAfter } = await superviseAndStop(-1, 1_000);
    expect(childAliveAfter).toBe(false);
    expect(tookMs).toBeLessThan(5_000);
  }, 20_000);

  test('its bound is the storefront’s drain bound plus a margin', () => {
    expect(SUPERVISOR_STOP_MS).toBeGreaterThan(SHUTDOWN_GRACE_MS);
  });
});
