/**
 * `npm test`: every check of the project, as CI runs it (`.ci/run`). Two lanes share the machine's two cores:
 *
 *   lane 1: type check (`npm run typecheck`), lint (`npm run lint`), then the production build the journeys run on
 *           and the journeys' seeded catalogue (a directory of this run, E2E_PREPARED_DATA_DIR in scripts/e2e.ts)
 *   lane 2: the unit tests (`npm run test:unit`, Jest uses one worker on two cores), output shown when they end
 *
 * and when both have passed, the journeys (`npm run test:e2e` on that build). The build skips its own type check: the
 * type check of lane 1 has just run on the same files (NEXT_BUILD_TYPECHECKED, next.config.mjs). The first failing
 * step stops everything with its exit code; each step can still be run alone through its npm script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';

type Step = { name: string; args: string[]; env?: Record<string, string>; buffered?: boolean };

const running = new Set<ChildProcess>();
/** The journeys' database and media, seeded in lane 1 and removed when the run ends. */
const journeyData = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const removeJourneyData = () => rmSync(journeyData, { recursive: true, force: true });

function npmRun(step: Step): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...step.args], {
      cwd: ROOT,
      env: { ...process.env, ...step.env },
      stdio: step.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // A process group of its own, so a failure elsewhere stops the step with everything it started (Jest's workers,
      // the build's workers, the journeys' servers).
      detached: true,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (step.buffered) process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (code === 0) {
        console.log(`✓ ${step.name} (${seconds} s)`);
        resolve();
      } else reject(new Error(`${step.name} failed (${code ?? signal}) after ${seconds} s`));
    });
  });
}

async function inSeries(steps: Step[]): Promise<void> {
  for (const step of steps) await npmRun(step);
}

async function main(): Promise<void> {
  await Promise.all([
    inSeries([
      { name: 'type check', args: ['typecheck'] },
      { name: 'lint', args: ['lint'] },
      {
        name: 'build and seed for the journeys',
        args: ['test:e2e', '--', '--build-only'],
        env: { NEXT_BUILD_TYPECHECKED: '1', E2E_PREPARED_DATA_DIR: journeyData },
      },
    ]),
    npmRun({ name: 'unit tests', args: ['test:unit'], buffered: true }),
  ]);
  await npmRun({ name: 'journeys', args: ['test:e2e'], env: { E2E_SKIP_BUILD: '1', E2E_PREPARED_DATA_DIR: journeyData } });
}

function stopAll(): void {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group has already ended.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    removeJourneyData();
    process.exit(130);
  });
}

main()
  .then(removeJourneyData)
  .catch((error: unknown) => {
    stopAll();
    removeJourneyData();
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
