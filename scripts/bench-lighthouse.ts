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
 * storefront's own plain HTTP/1.1 instead (ADR 0051). Each row also says what the load transferred (all bytes, the
 * page's own JavaScript, requests to other origins; scripts/bench-transfer-figures.ts). A page may name a cookie the
 * browser holds (or lacks) before each of its runs: the consent rows (scripts/bench-consent.ts) measure a page with and
 * without the shopper's choice.
 */
import { chromium } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { currentUrl, theliaLocaleOf } from '../e2e/support/catalog-urls';
import { hostLine, missedGoals, pageFigures, protocolFromEnv, runFigures, throttlingFromEnv, type LighthouseResult, type PageFigures, type PageKind, type RunFigures } from './bench-lighthouse-figures';
import { medianTransfer, transferFigures, type TransferFigures } from './bench-transfer-figures';
import { startTlsFront } from './tls-front';

export type Shop = 'at' | 'de' | 'ro';
/**
 * 'floor': the blank prerendered page (app/bench/blank, `<p>ok</p>` with the framework's first-load JavaScript and
 * nothing of the shop), measured beside the shop pages as the figure React and Next alone reach on this machine; it has
 * no goals of its own.
 */
export type LighthouseKind = PageKind | 'floor';
/** A cookie of the page's origin the browser holds before each run (value null: the browser has none of that name). */
export type BrowserCookie = { name: string; value: string | null };
/** `id` tells two rows of one URL apart (the same page with different cookies); the URL by default. */
export type LighthousePage = { shop: Shop; kind: LighthouseKind; url: string; id?: string; cookie?: BrowserCookie };
export type LighthouseRow = LighthousePage & PageFigures & { missed: string[]; benchmarkIndexes: number[]; transfer: TransferFigures };
type Run = { figures: RunFigures; transfer: TransferFigures };

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
  const shopPages = listFromEnv(process.env.BENCH_LIGHTHOUSE_SHOPS, SHOPS).flatMap((shop) =>
    lighthouseShopPageKinds().map((kind) => ({ shop, kind, url: shopPageUrl(shop, kind, port, scheme) })),
  );
  return [...floor, ...shopPages];
}

/** The shop page kinds BENCH_LIGHTHOUSE_PAGES names (all four when unset). */
export function lighthouseShopPageKinds(): PageKind[] {
  return listFromEnv(process.env.BENCH_LIGHTHOUSE_PAGES, KINDS);
}

/** The URL of a page kind of `shop` in the seeded catalogue (the bench's database, E2E_DATA_DIR). */
export function shopPageUrl(shop: Shop, kind: PageKind, port: number, scheme: 'http' | 'https'): string {
  const locale = theliaLocaleOf(shop);
  const paths: Record<PageKind, () => string> = {
    home: () => '/',
    listing: () => `/${encodeURI(currentUrl(locale, 'category').url)}`,
    product: () => `/${encodeURI(currentUrl(locale, 'product').url)}`,
    search: () => `/search/${encodeURIComponent(currentUrl(locale, 'brand').title.toLowerCase())}`,
  };
  return `${scheme}://${shop}.localhost:${port}${paths[kind]()}`;
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

/**
 * Sets (or removes) `cookie` for `url`'s origin in the browser's default context, the one Lighthouse opens its tab in
 * (Lighthouse's storage reset leaves cookies alone). Playwright attaches over the DevTools port only for this and
 * detaches before the run.
 */
async function holdCookie(chromePort: number, url: string, cookie: BrowserCookie): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the measuring Chromium has no default context');
    await context.clearCookies({ name: cookie.name, domain: new URL(url).hostname });
    if (cookie.value !== null) await context.addCookies([{ name: cookie.name, value: cookie.value, url: new URL(url).origin }]);
  } finally {
    await browser.close();
  }
}

async function runOnce(page: LighthousePage, chromePort: number): Promise<Run> {
  if (page.cookie) await holdCookie(chromePort, page.url, page.cookie);
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(page.url, { port: chromePort, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, throttlingMethod: THROTTLING });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${result.lhr.runtimeError.message}`);
  return { figures: runFigures(result.lhr as unknown as LighthouseResult), transfer: transferFigures(result.lhr.audits['network-requests']?.details, page.url) };
}

const idOf = (page: LighthousePage) => page.id ?? page.url;

/**
 * Every page: a warm-up run (once per URL: the route cache and the image resizes are the same whatever the cookies),
 * then RUNS rounds over all pages (a slow phase of the shared machine touches all alike).
 */
export async function measureLighthouse(pages: LighthousePage[], runs = RUNS): Promise<LighthouseRow[]> {
  const browser = await launchChromium(pages.some((page) => page.url.startsWith('https:')));
  try {
    const results = new Map<string, Run[]>(pages.map((page) => [idOf(page), []]));
    const warmed = new Set<string>();
    for (const page of pages) {
      if (warmed.has(page.url)) continue;
      await runOnce(page, browser.port);
      warmed.add(page.url);
    }
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) results.get(idOf(page))?.push(await runOnce(page, browser.port));
    }
    return pages.map((page) => {
      const runsOfPage = results.get(idOf(page)) ?? [];
      const figures = pageFigures(runsOfPage.map((run) => run.figures));
      return {
        ...page,
        ...figures,
        missed: page.kind === 'floor' ? [] : missedGoals(page.kind, figures),
        benchmarkIndexes: runsOfPage.map((run) => run.figures.benchmarkIndex),
        transfer: medianTransfer(runsOfPage.map((run) => run.transfer)),
      };
    });
  } finally {
    await browser.close();
  }
}

/**
 * The shop pages of the storefront on `storefrontPort`, measured over BENCH_LIGHTHOUSE_PROTOCOL: through a TLS front
 * of their own (a free loopback port, closed afterwards) or straight over HTTP/1.1.
 */
export async function measureStorefrontLighthouse(
  storefrontPort: number,
  pagesOn: (port: number, scheme: 'http' | 'https') => LighthousePage[] = lighthousePages,
): Promise<LighthouseRow[]> {
  if (PROTOCOL === 'http1') return measureLighthouse(pagesOn(storefrontPort, 'http'));
  const front = await startTlsFront(0, storefrontPort);
  try {
    return await measureLighthouse(pagesOn(front.port, 'https'));
  } finally {
    await front.close();
  }
}

/** The line above a Lighthouse table: preset, throttling, protocol, runs. */
export function lighthouseSetupLine(runs = RUNS): string {
  return `Lighthouse 12, mobile preset (${THROTTLING === 'simulate' ? 'simulated' : 'applied'} slow 4G, 4x CPU slowdown), ${PROTOCOL === 'h2' ? 'HTTP/2 over TLS through the front' : 'plain HTTP/1.1'}, median of ${runs} runs after a warm-up run, ${os.cpus().length} cores shared with the servers`;
}

export function printLighthouse(rows: LighthouseRow[], runs = RUNS): void {
  console.log(`\n${lighthouseSetupLine(runs)}`);
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
      'own JS kB': row.transfer.ownJsKb,
      'transferred kB': row.transfer.totalKb,
      goals: row.kind === 'floor' ? 'none (React and Next alone)' : row.missed.length === 0 ? 'met' : row.missed.join(', '),
    })),
  );
  for (const row of rows) {
    const path = new URL(row.url).pathname;
    console.log(`${row.shop} ${row.kind} ${path}: LCP element ${row.lcpElement || '-'}${row.failedAudits.length > 0 ? `; audits not passed: ${row.failedAudits.join(', ')}` : ''}`);
  }
}
