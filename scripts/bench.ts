/**
 * `npm run bench`: throughput and latency of the production build against the reference backend, on loopback.
 * One run per target at a fixed concurrency; prints req/s, median and p95 latency and the ratio to the blank
 * prerendered page, and writes bench-results/latest.json. Never part of the tests: timings are not asserted.
 *
 * Targets: a static file (_next/static), the blank prerendered page (/bench/blank, outside the proxy), the same page
 * rewritten by proxy.ts (/bench/through-proxy: what the proxy alone costs), a cached product page and a cached listing
 * page reached through their rewritten URLs (through proxy.ts); then the search
 * route for 1-, 2- and 3-word terms with the engine's share of its time (scripts/bench-search.ts); then add-to-cart
 * latency and a load run of parallel shoppers with carts and lines expected versus found (scripts/bench-cart.ts).
 * Also reports each page's weight: HTML size and its first-load JavaScript in kB gzip.
 * Settings: BENCH_CONNECTIONS (32), BENCH_SEARCH_CONNECTIONS (4), BENCH_SECONDS (10), BENCH_PORT (3400),
 * BENCH_BACKEND_PORT (4400); NEXT_DIST_DIR (.next) names the build.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { currentUrl } from '../e2e/support/catalog-urls';
import { buildIsStale } from './build-state';
import { pageWeight, type PageWeight } from './bench-page-weight';
import { measureSearch, SEARCH_CONNECTIONS, warmSearch, type SearchFigures } from './bench-search';
import { cartBenchProducts, loadRun, measureAddToCart } from './bench-cart';
import { LOOPBACK_HOSTNAME, nextBuild, ROOT, startBackend, startStorefront } from './processes';
import { embeddedShopEnv, portsFromEnv, waitForHttp } from './stack-env';

type Target = { name: string; path: string; host: string };
type Figures = { name: string; path: string; requestsPerSecond: number; medianMs: number; p95Ms: number; non2xx: number; errors: number };

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function measure(port: number, target: Target): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://${LOOPBACK_HOSTNAME}:${port}${target.path}`, headers: { host: target.host }, connections: CONNECTIONS, duration: SECONDS },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.total / SECONDS),
    medianMs: Math.round(percentile(times, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(times, 0.95) * 10) / 10,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function warm(port: number, target: Target): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`http://${LOOPBACK_HOSTNAME}:${port}${target.path}`, { headers: { host: target.host } });
    await response.body?.cancel();
    if (response.status !== 200) throw new Error(`${target.name} ${target.path} answered ${response.status}`);
  }
}

async function main(): Promise<void> {
  const { port, backendPort } = portsFromEnv({ PORT: process.env.BENCH_PORT, BACKEND_PORT: process.env.BENCH_BACKEND_PORT }, { port: 3400, backendPort: 4400 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...embeddedShopEnv(backendPort, undefined, port) };
  if (buildIsStale(ROOT)) await nextBuild({ ...env, NODE_ENV: 'production' });
  const backend = startBackend({ ...env, BACKEND_PORT: String(backendPort), BACKEND_DB: path.join(dataDir, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(dataDir, 'media') });
  const storefront = startStorefront(env, port);
  try {
    await waitForHttp(`http://127.0.0.1:${backendPort}/health`, 180_000);
    await waitForHttp(`http://${LOOPBACK_HOSTNAME}:${port}/api/health`, 120_000);
    process.env.E2E_DATA_DIR = dataDir;
    const host = `at.localhost:${port}`;
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    const chunk = readdirSync(path.join(ROOT, distDir, 'static', 'chunks')).find((file) => file.endsWith('.js'));
    if (!chunk) throw new Error(`no static chunk in ${distDir}/static/chunks`);
    const targets: Target[] = [
      { name: 'static file', path: `/_next/static/chunks/${chunk}`, host },
      { name: 'blank prerendered page', path: '/bench/blank', host },
      { name: 'blank page through the proxy', path: '/bench/through-proxy', host },
      { name: 'product page (proxy, cached)', path: `/${encodeURI(currentUrl('de_AT', 'product').url)}`, host },
      { name: 'listing page (proxy, cached)', path: `/${encodeURI(currentUrl('de_AT', 'category').url)}`, host },
    ];
    for (const target of targets) await warm(port, target);
    const figures: Figures[] = [];
    for (const target of targets) figures.push(await measure(port, target));
    const blank = figures.find((row) => row.name === 'blank prerendered page')?.requestsPerSecond ?? 1;
    console.log(`\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s per target, loopback (autocannon)`);
    console.table(
      figures.map((row) => ({
        target: row.name,
        'req/s': row.requestsPerSecond,
        'median ms': row.medianMs,
        'p95 ms': row.p95Ms,
        'vs blank': `${Math.round((row.requestsPerSecond / blank) * 100)} %`,
        'non-2xx': row.non2xx,
        errors: row.errors,
      })),
    );
    const weights: PageWeight[] = [];
    for (const target of targets.filter((row) => !row.path.startsWith('/_next/') && row.path !== '/bench/through-proxy')) weights.push(await pageWeight(port, host, target.path));
    console.log('\nPage weight (first visit): HTML and the first-load JavaScript it loads, gzip level 6');
    console.table(
      weights.map((row) => ({
        page: targets.find((target) => target.path === row.path)?.name ?? row.path,
        'HTML kB': row.htmlKb,
        'HTML gzip kB': row.htmlGzipKb,
        scripts: row.scripts,
        'first-load JS gzip kB': row.firstLoadJsGzipKb,
      })),
    );
    await warmSearch(port, host);
    const search: SearchFigures[] = await measureSearch(port, host, SECONDS);
    console.log(`\nSearch (GET /api/search, chunks of 12) at ${SEARCH_CONNECTIONS} connections, ${SECONDS} s per row; engine = Server-Timing engine;dur`);
    console.table(
      search.map((row) => ({
        target: row.name,
        'req/s': row.requestsPerSecond,
        'median ms': row.medianMs,
        'p95 ms': row.p95Ms,
        'engine median ms': row.engineMedianMs,
        'engine p95 ms': row.engineP95Ms,
        'engine share': `${Math.round(row.engineShare * 100)} %`,
        'non-2xx': row.non2xx,
        errors: row.errors,
      })),
    );
    const cartProducts = cartBenchProducts(50);
    const addLatency = await measureAddToCart(port, host, cartProducts);
    console.log(`\nAdd to cart (POST /api/cart/lines through the storefront), ${addLatency.adds} adds by ${addLatency.connections} shoppers at a time`);
    console.table([{ 'median ms': addLatency.medianMs, 'p95 ms': addLatency.p95Ms, errors: addLatency.errors }]);
    const load = await loadRun(port, host, cartProducts);
    console.log(`\nCart load run: ${load.shoppers} shoppers in parallel, ${load.linesEach} lines each (${load.seconds} s)`);
    console.table([
      {
        'carts expected': load.cartsExpected,
        'carts found': load.cartsFound,
        'lines expected': load.linesExpected,
        'lines found (database)': load.linesFound,
        'lines seen by shoppers': load.linesSeenByShoppers,
        errors: load.errors,
      },
    ]);
    mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench-results', 'latest.json'),
      JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, connections: CONNECTIONS, seconds: SECONDS, figures, weights, searchConnections: SEARCH_CONNECTIONS, search, addLatency, load }, null, 2),
    );
  } finally {
    storefront.kill('SIGTERM');
    backend.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
