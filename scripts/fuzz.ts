/**
 * `npm run fuzz`: the robustness sweep. Starts its own stack (the reference backend on a temporary database and the
 * production storefront; builds first when sources changed), sends a deterministic set of malformed requests on
 * loopback (bad percent-encoding, dot segments, long paths, control characters and unicode in paths; bad Host ports
 * and forwarded headers; TRACE, PROPFIND, OPTIONS, HEAD and other methods; junk query strings on listings and APIs;
 * wrong content types, broken JSON, huge bodies for every route handler; non-form bodies, broken multipart, unknown
 * ids and foreign origins for every server action; odd media paths) with raw sockets, a few at a time, and prints the
 * answers by status class with every response >= 500 grouped by class (one example each). Writes
 * fuzz-results/latest.json and the servers' output to fuzz-results/storefront.log and backend.log. Exits with 1 when
 * any response was >= 500. Never part of `npm test` (a ~1,000-request subset is: e2e/http/fuzz-subset.spec.ts).
 * Settings: FUZZ_SEED (20261124), FUZZ_COUNT (12000), FUZZ_CONCURRENCY (4), FUZZ_SECONDS (900, the time budget),
 * FUZZ_TIMEOUT_MS (20000 per request), FUZZ_PORT (3400), FUZZ_BACKEND_PORT (4400); NEXT_DIST_DIR (.next) names the build.
 */
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { buildIsStale } from './build-state';
import { LOOPBACK_HOSTNAME, nextBuild, ROOT, startBackend, startStorefront } from './processes';
import { embeddedShopEnv, portsFromEnv, waitForHttp } from './stack-env';
import { appTargets } from './fuzz/app-targets';
import { cataloguePaths } from './fuzz/catalogue-paths';
import { generateCases } from './fuzz/generate';
import { runSweep } from './fuzz/run-sweep';
import { formatSummary, summarize } from './fuzz/summary';
import { sendRaw } from './fuzz/raw-send';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const COUNT = Number(process.env.FUZZ_COUNT ?? 12_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const BUDGET_SECONDS = Number(process.env.FUZZ_SECONDS ?? 900);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 20_000);
const MAX_BODY_BYTES = 5_000_000;

function logTo(file: string): ['ignore', number, number] {
  const fd = openSync(file, 'w');
  return ['ignore', fd, fd];
}

function waitForExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** After the sweep: every shop's home page still answers 200 (the server survived). */
async function stillHealthy(port: number, hosts: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const host of hosts) {
    const answer = await sendRaw(port, { kind: 'check', method: 'GET', target: '/', headers: [['Host', host]] }, 30_000);
    if (answer.kind !== 'response' || answer.status !== 200) problems.push(`${host}/ → ${answer.kind === 'response' ? answer.status : answer.kind}`);
  }
  return problems;
}

async function main(): Promise<void> {
  const { port, backendPort } = portsFromEnv({ PORT: process.env.FUZZ_PORT, BACKEND_PORT: process.env.FUZZ_BACKEND_PORT }, { port: 3400, backendPort: 4400 });
  const distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
  const resultsDir = path.join(ROOT, 'fuzz-results');
  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-fuzz-'));
  // The revalidation endpoint gets a secret, as in production (without one it answers 503 by design, README).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'fuzz-revalidate-secret',
    ...embeddedShopEnv(backendPort, undefined, port),
  };
  if (buildIsStale(ROOT)) await nextBuild({ ...env, NODE_ENV: 'production' });
  const backend = startBackend(
    { ...env, BACKEND_PORT: String(backendPort), BACKEND_DB: path.join(dataDir, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(dataDir, 'media') },
    logTo(path.join(resultsDir, 'backend.log')),
  );
  const storefront = startStorefront(env, port, 'start', logTo(path.join(resultsDir, 'storefront.log')));
  try {
    await waitForHttp(`http://127.0.0.1:${backendPort}/health`, 180_000);
    await waitForHttp(`http://${LOOPBACK_HOSTNAME}:${port}/api/health`, 120_000);
    process.env.E2E_DATA_DIR = dataDir;
    const hosts = ['at', 'de', 'ro'].map((shop) => `${shop}.localhost:${port}`);
    const targets = appTargets(ROOT, distDir);
    const { catalogue, listings } = cataloguePaths();
    const cases = generateCases(SEED, COUNT, { hosts, targets, catalogue, listings, maxBodyBytes: MAX_BODY_BYTES });
    console.log(
      `Robustness sweep: ${cases.length} requests (seed ${SEED}), ${CONCURRENCY} at a time, budget ${BUDGET_SECONDS} s; ` +
        `${targets.routeHandlers.length} route handlers, ${targets.pages.length} pages, ${targets.actions.length} server actions`,
    );
    let lastReport = 0;
    const run = await runSweep(port, cases, {
      concurrency: CONCURRENCY,
      budgetMs: BUDGET_SECONDS * 1000,
      timeoutMs: TIMEOUT_MS,
      onProgress: (done, total) => {
        if (done - lastReport >= 1000 || done === total) {
          lastReport = done;
          console.log(`  ${done} / ${total}`);
        }
      },
    });
    const summary = summarize(run.outcomes, run.seconds);
    const health = await stillHealthy(port, hosts);
    console.log(`\n${formatSummary(summary)}`);
    if (run.stoppedByBudget) console.log(`stopped by the time budget after ${run.outcomes.length} of ${cases.length} requests`);
    console.log(health.length === 0 ? 'after the sweep every shop still answers 200' : `after the sweep: ${health.join(', ')}`);
    writeFileSync(
      path.join(resultsDir, 'latest.json'),
      JSON.stringify(
        { date: new Date().toISOString(), cores: os.cpus().length, seed: SEED, count: COUNT, concurrency: CONCURRENCY, budgetSeconds: BUDGET_SECONDS, stoppedByBudget: run.stoppedByBudget, healthAfter: health, ...summary },
        null,
        2,
      ),
    );
    console.log(`report: fuzz-results/latest.json; server output: fuzz-results/storefront.log, fuzz-results/backend.log`);
    if (summary.serverErrors.length > 0 || health.length > 0) process.exitCode = 1;
  } finally {
    storefront.kill('SIGTERM');
    backend.kill('SIGTERM');
    await Promise.race([Promise.all([waitForExit(storefront), waitForExit(backend)]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
