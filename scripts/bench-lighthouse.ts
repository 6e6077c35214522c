/**
 * The Lighthouse part of `npm run bench` (also alone: `npm run bench -- lighthouse`): Lighthouse 12 in its mobile
 * preset (simulated slow 4G and a 4x slower CPU, a 412 px wide phone) on the home page, a category listing, a product
 * page and a search page of each shop, and the blank page as the framework floor, on the bench's own production
 * build. One Chromium (the journeys' own, with their flags) serves every run; each page gets one warm-up run first
 * (the page's first render into the route cache and its first image resizes are not what a shopper meets), then
 * BENCH_LIGHTHOUSE_RUNS runs (3) in interleaved rounds; every figure is the median of its runs.
 * BENCH_LIGHTHOUSE_SHOPS (at,de,ro) and BENCH_LIGHTHOUSE_PAGES (floor,home,listing,product,search) narrow the set;
 * BENCH_LIGHTHOUSE_THROTTLING=devtools applies the preset's slow 4G and CPU slowdown to the browser instead of
 * simulating them (the goals are the simulated figures; ADR 0050). The browser reaches the pages as from a production
 * shop, over TLS and HTTP/2 through the front of scripts/tls-front.ts; BENCH_LIGHTHOUSE_PROTOCOL=http1 measures the
 * storefront's own plain HTTP/1.1 instead (ADR 0051).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { currentUrl, theliaLocaleOf } from '../e2e/support/catalog-urls';
import { hostLine, missedGoals, pageFigures, protocolFromEnv, runFigures, throttlingFromEnv, type LighthouseResult, type PageFigures, type PageKind, type RunFigures } from './bench-lighthouse-figures';
import { startTlsFront } from './tls-front';

type Shop = 'at' | 'de' | 'ro';
/**
 * 'floor': the blank prerendered page (app/bench/blank, `<p>ok</p>` with the framework's first-load JavaScript and
 * nothing of the shop), measured beside the shop pages as the figure React and Next alone reach on this machine; it has
 * no goals of its own.
 */
export type LighthouseKind = PageKind | 'floor';
export type LighthousePage = { shop: Shop; kind: LighthouseKind; url: string };
export type LighthouseRow = LighthousePage & PageFigures & { missed: string[]; benchmarkIndexes: number[] };

const SHOPS: Shop[] = ['at', 'de', 'ro'];
const KINDS: PageKind[] = ['home', 'listing', 'product', 'search'];
const FLOOR_PATH = '/bench/blank';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const THROTTLING = throttlingFromEnv(process.env.BENCH_LIGHTHOUSE_THROTTLING);
const PROTOCOL = protocolFromEnv(process.env.BENCH_LIGHTHOUSE_PROTOCOL);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function listFromEnv<T extends string>(value: string | undefined, all: T[]): T[] {
  if (!value) return all;
  const wanted = value.split(',').map((entry) => entry.trim());
  return all.filter((entry) => wanted.includes(entry));
}

/**
 * The pages measured, with real URLs of the seeded catalogue (the bench's database, E2E_DATA_DIR), and the framework
 * floor once (BENCH_LIGHTHOUSE_PAGES names it 'floor'; left out when the list names only shop pages), on `port` with
 * `scheme` (https through the TLS front).
 */
export function lighthousePages(port: number, scheme: 'http' | 'https' = 'http'): LighthousePage[] {
  const floor: LighthousePage[] = listFromEnv<LighthouseKind>(process.env.BENCH_LIGHTHOUSE_PAGES, ['floor']).map((kind) => ({
    shop: 'at',
    kind,
    url: `${scheme}://at.localhost:${port}${FLOOR_PATH}`,
  }));
  const shopPages = listFromEnv(process.env.BENCH_LIGHTHOUSE_SHOPS, SHOPS).flatMap((shop) => {
    const locale = theliaLocaleOf(shop);
    const origin = `${scheme}://${shop}.localhost:${port}`;
    const paths: Record<PageKind, string> = {
      home: '/',
      listing: `/${encodeURI(currentUrl(locale, 'category').url)}`,
      product: `/${encodeURI(currentUrl(locale, 'product').url)}`,
      search: `/search/${encodeURIComponent(currentUrl(locale, 'brand').title.toLowerCase())}`,
    };
    return listFromEnv(process.env.BENCH_LIGHTHOUSE_PAGES, KINDS).map((kind) => ({ shop, kind, url: `${origin}${paths[kind]}` }));
  });
  return [...floor, ...shopPages];
}

/**
 * Chromium with a DevTools port of its own choosing (read from DevToolsActivePort), so runs never clash on a port;
 * with `acceptLoopbackCertificate`, it accepts the TLS front's self-signed certificate (its own profile, loopback only).
 */
async function launchChromium(acceptLoopbackCertificate: boolean): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const child: ChildProcess = spawn(
    chromiumPath('full'),
    [...CHROMIUM_ARGS, ...(acceptLoopbackCertificate ? ['--ignore-certificate-errors'] : []), '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function runOnce(url: string, chromePort: number): Promise<RunFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port: chromePort, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, throttlingMethod: THROTTLING });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return runFigures(result.lhr as unknown as LighthouseResult);
}

/** Every page: a warm-up run, then RUNS rounds over all pages (a slow phase of the shared machine touches all alike). */
export async function measureLighthouse(pages: LighthousePage[], runs = RUNS): Promise<LighthouseRow[]> {
  const chromium = await launchChromium(pages.some((page) => page.url.startsWith('https:')));
  try {
    const results = new Map<string, RunFigures[]>(pages.map((page) => [page.url, []]));
    for (const page of pages) await runOnce(page.url, chromium.port);
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) results.get(page.url)?.push(await runOnce(page.url, chromium.port));
    }
    return pages.map((page) => {
      const figures = pageFigures(results.get(page.url) ?? []);
      const runsOfPage = results.get(page.url) ?? [];
      return { ...page, ...figures, missed: page.kind === 'floor' ? [] : missedGoals(page.kind, figures), benchmarkIndexes: runsOfPage.map((run) => run.benchmarkIndex) };
    });
  } finally {
    await chromium.close();
  }
}

/**
 * The shop pages of the storefront on `storefrontPort`, measured over BENCH_LIGHTHOUSE_PROTOCOL: through a TLS front
 * of their own (a free loopback port, closed afterwards) or straight over HTTP/1.1.
 */
export async function measureStorefrontLighthouse(storefrontPort: number): Promise<LighthouseRow[]> {
  if (PROTOCOL === 'http1') return measureLighthouse(lighthousePages(storefrontPort));
  const front = await startTlsFront(0, storefrontPort);
  try {
    return await measureLighthouse(lighthousePages(front.port, 'https'));
  } finally {
    await front.close();
  }
}

export function printLighthouse(rows: LighthouseRow[], runs = RUNS): void {
  console.log(
    `\nLighthouse 12, mobile preset (${THROTTLING === 'simulate' ? 'simulated' : 'applied'} slow 4G, 4x CPU slowdown), ${PROTOCOL === 'h2' ? 'HTTP/2 over TLS through the front' : 'plain HTTP/1.1'}, median of ${runs} runs after a warm-up run, ${os.cpus().length} cores shared with the servers`,
  );
  console.log(hostLine(rows.flatMap((row) => row.benchmarkIndexes)));
  console.table(
    rows.map((row) => ({
      shop: row.shop,
      page: row.kind,
      performance: row.performance,
      'LCP ms': row.lcpMs,
      'TBT ms': row.tbtMs,
      CLS: row.cls,
      a11y: row.accessibility,
      'best pr.': row.bestPractices,
      SEO: row.seo,
      'performance runs': row.runs.join(' / '),
      'CPU index': row.benchmarkIndex,
      goals: row.kind === 'floor' ? 'none (React and Next alone)' : row.missed.length === 0 ? 'met' : row.missed.join(', '),
    })),
  );
  for (const row of rows) {
    const path = new URL(row.url).pathname;
    console.log(`${row.shop} ${row.kind} ${path}: LCP element ${row.lcpElement || '-'}${row.failedAudits.length > 0 ? `; audits not passed: ${row.failedAudits.join(', ')}` : ''}`);
  }
}
