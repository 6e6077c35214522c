/**
 * The scale-out rows of `npm run bench` (issue 44; alone: `BENCH_ONLY=cluster npm run bench`, also the last part of
 * the whole bench). On a topology of its own (BENCH_CLUSTER_PORTS: the reference backend on a temporary database,
 * redis-server, two instances of the build with REDIS_URL behind Varnish as `npm run start:cluster` runs them, and one
 * more instance without REDIS_URL, the local cache store), with the page rows' load tool and interleaved rounds
 * (scripts/bench-load.ts, scripts/bench-rounds.ts), it measures req/s, median and p95 of: a static file through
 * Varnish (the _next/static chunk nearest the page in gzip size); the cached product page through Varnish (goal: at
 * least 90 % of the static file); the same page from the instance with the local store; from one instance with the Redis store; from the two instances with Redis at once
 * (one wrk thread on each, half the connections each, one summary over both); and the local and the Redis instance at
 * 4 connections, where the Redis store is not pushed onto its fallback by the event loop's lag. Then Lighthouse's mobile figures of home,
 * listing, product and search of the three shops through Varnish, over HTTP/2 through the TLS front
 * (scripts/bench-lighthouse.ts; BENCH_CLUSTER_LIGHTHOUSE=off leaves them out). Everything it starts is stopped at the
 * end, also when a step fails. Every request asks for gzip, as a browser does (BENCH_CLUSTER_ACCEPT_ENCODING).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient } from 'redis';
import { currentUrl } from '../e2e/support/catalog-urls';
import {
  closestInSize,
  CLUSTER_ROWS,
  clusterSummary,
  commandsPerRequest,
  FEW_CONNECTIONS,
  loadAverageFigures,
  redisCommandsProcessed,
  servedFromCache,
  summaryLines,
  type ClusterRow,
  type ClusterRowName,
  type ClusterRunFigures,
} from './bench-cluster-figures';
import { lighthousePages, measureStorefrontLighthouse, printLighthouse, type LighthouseRow } from './bench-lighthouse';
import { CONNECTIONS, LOAD_TOOL, measureLoad, ROUNDS, SECONDS, WARM_UP_SECONDS, type LoadTarget } from './bench-load';
import { measureInRounds } from './bench-rounds';
import { Cluster } from './cluster/cluster';
import { BENCH_CLUSTER_PORTS } from './cluster/cluster-ports';
import { LOOPBACK_PURGERS } from './cluster/varnish-topology';
import { loopbackFetch } from './loopback-fetch';
import { ROOT, startStorefront } from './processes';
import { waitForHttp } from './stack-env';

/** `connections`: the bench's CONNECTIONS unless a row names fewer. */
type ClusterTarget = LoadTarget & { name: ClusterRowName; through: 'varnish' | 'instance'; connections?: number };
type Warmed = { cache: string; bytes: number };

/**
 * Every request of these rows asks for gzip as a browser does: Varnish then sends the gzip object it stores as it is
 * (without it, Varnish unzips each answer, which no shopper's browser makes it do), and an instance compresses as it
 * does for a shopper. BENCH_CLUSTER_ACCEPT_ENCODING=identity asks for none, as the page rows of the single stack do.
 */
const BROWSER_HEADERS = { 'accept-encoding': process.env.BENCH_CLUSTER_ACCEPT_ENCODING?.trim() || 'gzip' } as const;

const PORTS = BENCH_CLUSTER_PORTS;
const WITH_LIGHTHOUSE = process.env.BENCH_CLUSTER_LIGHTHOUSE !== 'off';
/**
 * The instances run as in production, their JSON request log on (REQUEST_LOG unset), but their stdout is discarded:
 * at thousands of requests a second it would fill the bench's memory and terminal.
 */
const STDIO = ['ignore', 'ignore', 'inherit'] as const;

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Three requests to each server of the target; the last must be a 200 served from the cache the row is about (the
 * cache state and the answer's size are printed in the row either way).
 */
async function warm(target: ClusterTarget): Promise<Warmed> {
  const states: string[] = [];
  let bytes = 0;
  for (const port of target.ports) {
    let state = '';
    for (let i = 0; i < 3; i += 1) {
      const response = await loopbackFetch(port, target.host, target.path, { headers: { ...BROWSER_HEADERS } });
      // loopbackFetch leaves the body as sent (gzip when asked): its length is what went over the connection.
      bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`${target.name} ${target.path} on ${port} answered ${response.status}`);
      const headers = { xCache: response.headers.get('x-cache'), nextCache: response.headers.get('x-nextjs-cache') };
      state = `${target.through === 'varnish' ? 'Varnish' : 'Next'} ${(target.through === 'varnish' ? headers.xCache : headers.nextCache) ?? 'none'}`;
      if (i === 2 && !servedFromCache(headers, target.through)) console.log(`WARNING: ${target.name} on ${port} is not served from the cache after warming (${state})`);
    }
    states.push(state);
  }
  return { cache: [...new Set(states)].join(', '), bytes };
}

function targets(host: string, productPath: string, chunkPath: string): ClusterTarget[] {
  const common = { host, headers: { ...BROWSER_HEADERS } };
  return [
    { ...common, name: CLUSTER_ROWS.staticThroughVarnish, ports: [PORTS.varnish], path: chunkPath, through: 'varnish' },
    { ...common, name: CLUSTER_ROWS.pageThroughVarnish, ports: [PORTS.varnish], path: productPath, through: 'varnish' },
    { ...common, name: CLUSTER_ROWS.localInstance, ports: [PORTS.localInstance], path: productPath, through: 'instance' },
    { ...common, name: CLUSTER_ROWS.redisInstance, ports: [PORTS.instances[0]], path: productPath, through: 'instance' },
    { ...common, name: CLUSTER_ROWS.twoRedisInstances, ports: [...PORTS.instances], path: productPath, through: 'instance' },
    { ...common, name: CLUSTER_ROWS.localInstanceFew, ports: [PORTS.localInstance], path: productPath, through: 'instance', connections: FEW_CONNECTIONS },
    { ...common, name: CLUSTER_ROWS.redisInstanceFew, ports: [PORTS.instances[0]], path: productPath, through: 'instance', connections: FEW_CONNECTIONS },
  ];
}

/** The _next/static chunk whose size as sent (gzip when asked) is nearest the product page's answer through Varnish. */
async function likeSizedChunk(host: string, productPath: string): Promise<string> {
  const page = await warm({ name: CLUSTER_ROWS.pageThroughVarnish, ports: [PORTS.varnish], path: productPath, host, through: 'varnish' });
  const dir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
  const chunks = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(path.join(dir, file));
      return { file, bytes: BROWSER_HEADERS['accept-encoding'].includes('gzip') ? gzipSync(content).length : content.length };
    });
  return `/_next/static/chunks/${closestInSize(chunks, page.bytes).file}`;
}

function printRows(rows: ClusterRow[], loadAverage: { min: number; max: number; mean: number }): void {
  const staticRow = rows.find((row) => row.name === CLUSTER_ROWS.staticThroughVarnish);
  console.log(
    `\nScale-out (issue 44): ${os.cpus().length} cores shared by Varnish, three storefront instances, redis-server, the backend and the load generator; ` +
      `Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}, ${CONNECTIONS} connections (${FEW_CONNECTIONS} where the row says so), ${ROUNDS} rounds of ${SECONDS} s per target after ${WARM_UP_SECONDS} s of warm-up, targets interleaved, median round shown, loopback (${LOAD_TOOL})`,
  );
  console.log(`1-minute load average before the load runs: lowest ${loadAverage.min}, highest ${loadAverage.max}, mean ${loadAverage.mean} (includes the bench's own runs)`);
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': row.requestsPerSecond,
      'median ms': row.medianMs,
      'p95 ms': row.p95Ms,
      'kB per answer': row.answerKb,
      'vs static file through Varnish': staticRow ? `${Math.round((row.requestsPerSecond / staticRow.requestsPerSecond) * 100)} %` : '-',
      'rounds req/s': row.rounds.join(' / '),
      cache: row.cache,
      'Redis cmds / request': row.redisCommandsPerRequest,
      'non-2xx': row.non2xx,
      errors: row.errors,
    })),
  );
  for (const line of summaryLines(clusterSummary(rows))) console.log(line);
}

export type ClusterResults = {
  cores: number;
  loadAverageBefore: number[];
  loadAverage: { min: number; max: number; mean: number };
  rows: ClusterRow[];
  summary: ReturnType<typeof clusterSummary>;
  lighthouse: LighthouseRow[];
};

export async function measureCluster(): Promise<ClusterResults> {
  const loadAverageBefore = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-cluster-'));
  const env: NodeJS.ProcessEnv = { ...process.env, BACKEND_DB: path.join(dataDir, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(dataDir, 'media') };
  const cluster = new Cluster({ ports: PORTS, env, embeddedBackend: true, purgers: [...LOOPBACK_PURGERS], stdio: [...STDIO] });
  let localInstance: ChildProcess | null = null;
  let closeRedis: () => Promise<unknown> = async () => undefined;
  try {
    await cluster.start();
    // The same instance environment without Redis: the local cache store, as `npm start` runs.
    const localEnv: NodeJS.ProcessEnv = { ...cluster.instanceEnv() };
    delete localEnv.REDIS_URL;
    localInstance = startStorefront(localEnv, PORTS.localInstance, 'start', [...STDIO]);
    await waitForHttp(`http://localhost:${PORTS.localInstance}/api/health`, 120_000);
    process.env.E2E_DATA_DIR = dataDir;
    // The shops' public origin is Varnish's; an instance resolves the shop from the host name alike.
    const host = `at.localhost:${PORTS.varnish}`;
    const productPath = `/${encodeURI(currentUrl('de_AT', 'product').url)}`;
    const list = targets(host, productPath, await likeSizedChunk(host, productPath));
    const warmed = new Map<string, Warmed>();
    for (const target of list) warmed.set(target.name, await warm(target));
    const samples: number[] = [];
    // How much each row asks of Redis: its command count around every run.
    const client = createClient({ url: `redis://127.0.0.1:${PORTS.redis}` });
    await client.connect();
    closeRedis = () => client.close();
    const commands = async () => redisCommandsProcessed(await client.info('stats'));
    const measured = await measureInRounds(
      list,
      async (target, seconds): Promise<ClusterRunFigures> => {
        samples.push(os.loadavg()[0] ?? 0);
        const before = await commands();
        const figures = await measureLoad(target, seconds, target.connections ?? CONNECTIONS);
        return { ...figures, redisCommandsPerRequest: commandsPerRequest(before, await commands(), figures.requestsPerSecond * seconds) };
      },
      { warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS, rounds: ROUNDS },
    );
    const rows: ClusterRow[] = measured.map(({ name, requestsPerSecond, medianMs, p95Ms, non2xx, errors, rounds, redisCommandsPerRequest }) => ({
      name,
      requestsPerSecond,
      medianMs,
      p95Ms,
      non2xx,
      errors,
      rounds,
      redisCommandsPerRequest,
      cache: warmed.get(name)?.cache ?? '',
      answerKb: Math.round((warmed.get(name)?.bytes ?? 0) / 100) / 10,
    }));
    const loadAverage = loadAverageFigures(samples);
    printRows(rows, loadAverage);
    const lighthouse = WITH_LIGHTHOUSE
      ? await measureStorefrontLighthouse(PORTS.varnish, (port, scheme) => lighthousePages(port, scheme).filter((page) => page.kind !== 'floor'))
      : [];
    if (WITH_LIGHTHOUSE) {
      console.log('\nThrough Varnish (the TLS front forwards to Varnish, Varnish to the two instances with Redis):');
      printLighthouse(lighthouse);
    }
    return { cores: os.cpus().length, loadAverageBefore, loadAverage, rows, summary: clusterSummary(rows), lighthouse };
  } finally {
    await closeRedis();
    if (localInstance) await stopped(localInstance);
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
