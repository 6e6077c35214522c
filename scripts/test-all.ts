/**
 * `npm test`: every check of the project, as CI runs it (`.ci/run`). Two lanes share the machine's two cores:
 *
 *   lane 1: type check (`npm run typecheck`), lint (`npm run lint`), the production build both Playwright tiers run
 *           on, then the HTTP tier (`npm run test:http`) once lane 2 has seeded the catalogue
 *   lane 2: the seeded catalogue both Playwright tiers run on (`npm run seed` into a directory of this run), then the
 *           unit tests (`npm run test:unit`, Jest uses one worker on two cores), output shown when they end
 *
 * and when both have passed, the journeys (`npm run test:journeys`) on the same build and catalogue, then the
 * cluster journeys (`npm run test:cluster`: Varnish, two instances, Redis in a topology of their own, ADR 0066). The
 * build skips its own type check: the type check of lane 1 has just run on the same files (NEXT_BUILD_TYPECHECKED,
 * next.config.mjs). The first failing step stops everything with its exit code; each step can still be run alone
 * through its npm script. At the end it prints each phase's time (with CI_INSTALL_SECONDS, the install's that
 * `.ci/run` measured) and the tests and retries of both Playwright tiers.
 *
 * `npm test -- <area> ...` runs the tests of one area instead: the unit tests whose path matches, then the HTTP tier
 * and the journeys whose file matches, on one stack (building first when a source changed after the last build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';
import { areasOf, phaseTable, runDetail, type PhaseTime, type RunSummary } from './test-phases';

/** `playwright`: the step writes its run's summary (tests, retries) for the phase table (e2e/support/time-reporter.ts). */
type Step = { name: string; args: string[]; env?: Record<string, string>; buffered?: boolean; detail?: string; playwright?: boolean };

const started = Date.now();
const running = new Set<ChildProcess>();
const phases: PhaseTime[] = [];
/** The journeys' database and media and the Playwright runs' summaries, removed when the run ends. */
const runDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
const journeyData = path.join(runDir, 'data');
const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });

function summaryOf(file: string): RunSummary | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunSummary) : null;
}

function npmRun(step: Step): Promise<void> {
  const stepStarted = Date.now();
  const summaryFile = path.join(runDir, `${step.name.replace(/\W+/g, '-')}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...step.args], {
      cwd: ROOT,
      env: { ...process.env, ...step.env, ...(step.playwright ? { E2E_SUMMARY_FILE: summaryFile } : {}) },
      stdio: step.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // A process group of its own, so a failure elsewhere stops the step with everything it started (Jest's workers,
      // the build's workers, the Playwright stacks).
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
      const seconds = (Date.now() - stepStarted) / 1000;
      phases.push({ name: step.name, seconds, detail: runDetail(summaryOf(summaryFile)) ?? step.detail });
      if (code === 0) {
        console.log(`✓ ${step.name} (${seconds.toFixed(0)} s)`);
        resolve();
      } else reject(new Error(`${step.name} failed (${code ?? signal}) after ${seconds.toFixed(0)} s`));
    });
  });
}

async function inSeries(steps: Step[]): Promise<void> {
  for (const step of steps) await npmRun(step);
}

/** The stack of both Playwright tiers: the build of lane 1 and the catalogue seeded into this run's directory. */
const STACK_ENV = { E2E_SKIP_BUILD: '1', E2E_PREPARED_DATA_DIR: journeyData };

async function wholeSuite(): Promise<void> {
  const seed = npmRun({ name: 'seed', args: ['seed'], env: { BACKEND_DB: path.join(journeyData, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(journeyData, 'media') } });
  // The seed is lane 2's first step; lane 1 waits for it only when it reaches the HTTP tier.
  await Promise.all([
    (async () => {
      await inSeries([
        { name: 'type check', args: ['typecheck'] },
        { name: 'lint', args: ['lint'] },
        { name: 'build', args: ['test:e2e', '--', '--build-only'], env: { NEXT_BUILD_TYPECHECKED: '1' } },
      ]);
      await seed;
      await npmRun({ name: 'HTTP tier', args: ['test:http'], env: STACK_ENV, playwright: true });
    })(),
    (async () => {
      await seed;
      await npmRun({ name: 'unit tests', args: ['test:unit'], buffered: true, detail: 'lane 2, beside lint, build and HTTP tier' });
    })(),
  ]);
  await npmRun({ name: 'journeys', args: ['test:journeys'], env: STACK_ENV, playwright: true });
  await npmRun({ name: 'cluster journeys', args: ['test:cluster'], env: STACK_ENV, playwright: true });
}

async function areas(selected: string[]): Promise<void> {
  await npmRun({ name: 'unit tests', args: ['test:unit', '--', '--passWithNoTests', ...selected] });
  await npmRun({ name: 'HTTP tier and journeys', args: ['test:e2e', '--', '--pass-with-no-tests', ...selected], playwright: true });
}

function printPhases(): void {
  const install = Number(process.env.CI_INSTALL_SECONDS);
  const all = Number.isFinite(install) && install > 0 ? [{ name: 'install', seconds: install }, ...phases] : phases;
  const wall = (Date.now() - started) / 1000 + (Number.isFinite(install) && install > 0 ? install : 0);
  console.log(`\n${phaseTable(all, wall).join('\n')}`);
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
    removeRunDir();
    process.exit(130);
  });
}

const selected = areasOf(process.argv.slice(2));
(selected ? areas(selected) : wholeSuite())
  .then(() => {
    printPhases();
    removeRunDir();
  })
  .catch((error: unknown) => {
    stopAll();
    printPhases();
    removeRunDir();
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
