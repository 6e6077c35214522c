/**
 * `npm run bench`: throughput and latency of the production build against the reference backend, on loopback.
 * Fixed concurrency; prints req/s, median and p95 latency and the ratios to the blank prerendered page, and writes
 * bench-results/latest.json. Never part of the tests: timings are not asserted.
 *
 * Targets: a static file (_next/static), the blank prerendered page outside the proxy (/bench/blank), the same page
 * behind proxy.ts like every page (/bench/through-proxy: host → shop, backend health, rewrite), a cached product page
 * and a cached listing page reached through their rewritten URLs (through proxy.ts); then the search route for 1-, 2-
 * and 3-word terms with the engine's share of its time (scripts/bench-search.ts); then add-to-cart latency and a load
 * run of parallel shoppers with carts and lines expected versus found (scripts/bench-cart.ts); then the checkout: the
 * first-load JavaScript of /checkout with a cart, order submit latency, and a load run of parallel guest checkouts to
 * placed orders with orders expected versus placed, double orders and paid orders checked (scripts/bench-checkout.ts).
 * Also reports each page's weight: HTML size and its first-load JavaScript in kB gzip, and Lighthouse's mobile figures
 * (performance, LCP, TBT, CLS, accessibility, best practices, SEO) of home, listing, product and search of each shop
 * (scripts/bench-lighthouse.ts; alone: `npm run bench -- lighthouse`), and the consent rows: the Austrian shop's pages
 * with consent pending, declined and granted, their weight, Lighthouse figures and issue 43's budget check
 * (scripts/bench-consent.ts; alone: BENCH_ONLY=consent).
 * Page targets run with wrk when it is installed (autocannon otherwise, scripts/bench-wrk.ts), in interleaved rounds
 * after a warm-up; the ratios are to the blank page behind the same proxy as every page (the goal's reference) and to
 * the blank page outside the proxy (what Next.js's proxy step itself costs, ADR 0017).
 * Settings: BENCH_CONNECTIONS (32), BENCH_SEARCH_CONNECTIONS (4), BENCH_SECONDS (10), BENCH_ROUNDS (3),
 * BENCH_ONLY=pages (page rows and weights only), BENCH_ONLY=checkout (the checkout rows only), BENCH_ONLY=search (the
 * search rows and the relevance of the judged query set), BENCH_ONLY=relevance (the relevance rows only, in-process
 * against the reference engine: no build, no servers, scripts/bench-relevance.ts), BENCH_ONLY=lighthouse or
 * the argument `lighthouse` (the Lighthouse rows only; BENCH_LIGHTHOUSE_RUNS, _SHOPS, _PAGES narrow them,
 * _THROTTLING=devtools applies the throttling, _PROTOCOL=http1 skips the TLS front), BENCH_ONLY=consent (the consent
 * rows only; BENCH_CONSENT_SHOPS, BENCH_CONSENT_STATES and the Lighthouse settings narrow them), BENCH_ONLY=cluster
 * (the scale-out rows only: Varnish, one instance with the local or the Redis cache, two instances with Redis, and
 * Lighthouse through Varnish; scripts/bench-cluster.ts, also the last part of the whole bench), BENCH_PORT (3400),
 * BENCH_BACKEND_PORT (4400); NEXT_DIST_DIR (.next)
 * names the build.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loopbackFetch } from './loopback-fetch';
import os from 'node:os';
import path from 'node:path';
import { currentUrl } from '../e2e/support/catalog-urls';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../backend/db/seed/customers';
import { buildIsStale } from './build-state';
import { CONNECTIONS, LOAD_TOOL, measureLoad, ROUNDS, SECONDS, WARM_UP_SECONDS } from './bench-load';
import { measureInRounds } from './bench-rounds';
import { measureCluster } from './bench-cluster';
import { pageWeight, type PageWeight } from './bench-page-weight';
import { measureSearch, SEARCH_CONNECTIONS, warmSearch, type SearchFigures } from './bench-search';
import { measureRelevance, printRelevance } from './bench-relevance';
import { cartBenchProducts, loadRun, measureAddToCart } from './bench-cart';
import { checkoutLoadRun, checkoutPageWeight, measureOrderSubmit, type CheckoutLoadRun, type OrderLatency } from './bench-checkout';
import { measureStorefrontLighthouse, printLighthouse, type LighthouseRow } from './bench-lighthouse';
import { consentResults, measureConsent, printConsent } from './bench-consent';
import { clearRuntimeCaches, LOOPBACK_HOSTNAME, nextBuild, ROOT, startBackend, startStorefront } from './processes';
import { embeddedShopEnv, portsFromEnv, waitForHttp } from './stack-env';

/** A page target; `cookie` sends a logged-in shopper's session cookie with every request. */
type Target = { name: string; path: string; host: string; cookie?: string };

const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';
const CHECKOUT_ONLY = process.env.BENCH_ONLY === 'checkout';
const LIGHTHOUSE_ONLY = process.env.BENCH_ONLY === 'lighthouse' || process.argv.slice(2).includes('lighthouse');
const SEARCH_ONLY = process.env.BENCH_ONLY === 'search';
const RELEVANCE_ONLY = process.env.BENCH_ONLY === 'relevance';
const CONSENT_ONLY = process.env.BENCH_ONLY === 'consent';
const CLUSTER_ONLY = process.env.BENCH_ONLY === 'cluster';
/** The goal for the checkout page's first-load JavaScript, kB gzip. */
const CHECKOUT_JS_GOAL_KB = 200;
const BLANK = 'blank page outside the proxy';
const BENCH_SHOPPER = DEMO_CUSTOMERS.find((customer) => customer.key === 'business-de') ?? DEMO_CUSTOMERS[0]!;
const BLANK_THROUGH_PROXY = 'blank page through the proxy';

function writeResults(results: Record<string, unknown>): void {
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench-results', 'latest.json'),
    JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, loadTool: LOAD_TOOL, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, ...results }, null, 2),
  );
}

/**
 * The session cookie of a logged-in shopper (the business demo customer, who also gets the net-price switch): logs in
 * through the storefront's own route, as the login form does.
 */
async function sessionCookie(port: number, host: string): Promise<string> {
  const response = await loopbackFetch(port, host, '/api/account/login', {
    method: 'POST',
    headers: { origin: `http://${host}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_SHOPPER.email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('session='));
  if (response.status !== 200 || !cookie) throw new Error(`bench login answered ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

async function warm(port: number, target: Target): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const response = await loopbackFetch(port, target.host, target.path, { headers: target.cookie ? { cookie: target.cookie } : {} });
    if (response.status !== 200) throw new Error(`${target.name} ${target.path} answered ${response.status}`);
    // A logged-in shopper gets the same cached page as everybody (ADR 0031): a cookie must not make it dynamic
    // (STALE is a cached answer too, refreshed in the background after its revalidate time).
    const cache = response.headers.get('x-nextjs-cache');
    if (target.cookie && !target.path.startsWith('/api/') && i > 0 && cache !== 'HIT' && cache !== 'STALE') {
      throw new Error(`${target.name} ${target.path} is not served from the route cache with a session cookie (x-nextjs-cache ${cache})`);
    }
  }
}

/** The checkout rows (scripts/bench-checkout.ts): the page's weight with a cart, order submit latency, the load run. */
async function checkoutRows(
  port: number,
  host: string,
  backendPort: number,
): Promise<{ checkoutWeight: PageWeight & { goalKb: number }; orderLatency: OrderLatency; checkoutLoad: CheckoutLoadRun }> {
  const products = cartBenchProducts(50);
  const weight = await checkoutPageWeight(port, host, products);
  console.log('\nCheckout page weight (first visit with a cart): HTML and the first-load JavaScript it loads, gzip level 6');
  console.table([
    {
      page: '/checkout (cart of one line)',
      'HTML kB': weight.htmlKb,
      'HTML gzip kB': weight.htmlGzipKb,
      scripts: weight.scripts,
      'first-load JS gzip kB': weight.firstLoadJsGzipKb,
      goal: `<= ${CHECKOUT_JS_GOAL_KB}`,
    },
  ]);
  const orderLatency = await measureOrderSubmit(port, host, products);
  console.log(
    `\nOrder submit (POST /api/checkout/order through the storefront, prepayment), ${orderLatency.orders} guests with cart, address and shipping saved, ${orderLatency.connections} at a time`,
  );
  console.table([{ 'median ms': orderLatency.medianMs, 'p95 ms': orderLatency.p95Ms, errors: orderLatency.errors }]);
  if (orderLatency.errors > 0) console.log('Order submit errors:', orderLatency.errorKinds);
  const load = await checkoutLoadRun(port, host, `http://127.0.0.1:${backendPort}`, products);
  console.log(`\nCheckout load run: ${load.shoppers} guests in parallel to placed orders, ${load.methods}, each order call twice with one attempt id (${load.seconds} s)`);
  console.table([
    {
      'orders expected': load.ordersExpected,
      'orders placed (database)': load.ordersPlaced,
      'double orders': load.doubleOrders,
      'order-placed pages': load.orderPlacedPages,
      'second click same answer': load.doubleClickSameAnswer,
      errors: load.errors,
      'paid expected': load.paidExpected,
      'marked paid': load.paid,
      'paid without confirmation': load.paidWithoutConfirmation,
    },
  ]);
  if (load.errors > 0) console.log('Checkout load run errors:', load.errorKinds);
  if (Object.keys(load.doubleClickOtherAnswers).length > 0) console.log('Second clicks answered otherwise:', load.doubleClickOtherAnswers);
  return { checkoutWeight: { ...weight, goalKb: CHECKOUT_JS_GOAL_KB }, orderLatency, checkoutLoad: load };
}

/** Lighthouse on home, listing, product and search of each shop (scripts/bench-lighthouse.ts), printed. */
async function lighthouseRows(port: number): Promise<LighthouseRow[]> {
  const rows = await measureStorefrontLighthouse(port);
  printLighthouse(rows);
  return rows;
}

/** The consent rows (scripts/bench-consent.ts), printed, as latest.json keeps them. */
async function consentRows(port: number): Promise<Record<string, unknown>> {
  const rows = await measureConsent(port);
  return consentResults(rows, printConsent(rows));
}

/** The search speed rows (GET /api/search at BENCH_SEARCH_CONNECTIONS), printed. */
async function searchRows(port: number, host: string): Promise<SearchFigures[]> {
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
  return search;
}

/** The relevance of the judged query set per shop (scripts/bench-relevance.ts), printed. */
function relevanceRows(): { shop: string; queries: number; precisionAt6: number; firstRelevant: number; empty: number }[] {
  const rows = measureRelevance();
  printRelevance(rows);
  return rows.map((row) => ({ shop: row.shop, ...row.figures }));
}

async function main(): Promise<void> {
  if (RELEVANCE_ONLY) {
    writeResults({ relevance: relevanceRows() });
    return;
  }
  const { port, backendPort } = portsFromEnv({ PORT: process.env.BENCH_PORT, BACKEND_PORT: process.env.BENCH_BACKEND_PORT }, { port: 3400, backendPort: 4400 });
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...embeddedShopEnv(backendPort, undefined, port) };
  if (buildIsStale(ROOT)) await nextBuild({ ...env, NODE_ENV: 'production' });
  if (CLUSTER_ONLY) {
    writeResults({ cluster: await measureCluster() });
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  let fullRun: Record<string, unknown> | undefined;
  const backend = startBackend({ ...env, BACKEND_PORT: String(backendPort), BACKEND_DB: path.join(dataDir, 'shop.sqlite'), BACKEND_MEDIA_DIR: path.join(dataDir, 'media') });
  // A fresh database: nothing cached from another one (the warm-up fills the caches again).
  clearRuntimeCaches();
  // The bench's own route (/bench/through-proxy) exists only with this start flag (lib/proxy/steps/bench-through-proxy.ts).
  // Its output is the bench's terminal: no request log line for each of the load's requests (REQUEST_LOG=json measures with it).
  const storefront = startStorefront({ ...env, STOREFRONT_BENCH_ROUTES: '1', REQUEST_LOG: env.REQUEST_LOG ?? 'off' }, port);
  try {
    await waitForHttp(`http://127.0.0.1:${backendPort}/health`, 180_000);
    await waitForHttp(`http://${LOOPBACK_HOSTNAME}:${port}/api/health`, 120_000);
    process.env.E2E_DATA_DIR = dataDir;
    const host = `at.localhost:${port}`;
    if (CHECKOUT_ONLY) {
      writeResults(await checkoutRows(port, host, backendPort));
      return;
    }
    if (LIGHTHOUSE_ONLY) {
      writeResults({ lighthouse: await lighthouseRows(port) });
      return;
    }
    if (CONSENT_ONLY) {
      writeResults(await consentRows(port));
      return;
    }
    if (SEARCH_ONLY) {
      writeResults({ searchConnections: SEARCH_CONNECTIONS, search: await searchRows(port, host), relevance: relevanceRows() });
      return;
    }
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    const chunk = readdirSync(path.join(ROOT, distDir, 'static', 'chunks')).find((file) => file.endsWith('.js'));
    if (!chunk) throw new Error(`no static chunk in ${distDir}/static/chunks`);
    const productPath = `/${encodeURI(currentUrl('de_AT', 'product').url)}`;
    const listingPath = `/${encodeURI(currentUrl('de_AT', 'category').url)}`;
    const cookie = await sessionCookie(port, host);
    const targets: Target[] = [
      { name: 'static file', path: `/_next/static/chunks/${chunk}`, host },
      { name: BLANK, path: '/bench/blank', host },
      { name: BLANK_THROUGH_PROXY, path: '/bench/through-proxy', host },
      { name: 'product page (proxy, cached)', path: productPath, host },
      { name: 'listing page (proxy, cached)', path: listingPath, host },
      { name: 'product page, logged-in shopper (proxy, cached)', path: productPath, host, cookie },
      { name: 'listing page, logged-in shopper (proxy, cached)', path: listingPath, host, cookie },
      { name: 'shopper view, logged-in (/api/account/me)', path: '/api/account/me', host, cookie },
    ];
    for (const target of targets) await warm(port, target);
    const measured = await measureInRounds(targets, (target, seconds) => measureLoad({ ...target, ports: [port] }, seconds), {
      warmUpSeconds: WARM_UP_SECONDS,
      seconds: SECONDS,
      rounds: ROUNDS,
    });
    // The rows as latest.json keeps them: the session cookie stays out of the file.
    const figures = measured.map(({ name, path: targetPath, requestsPerSecond, medianMs, p95Ms, non2xx, errors, rounds }) => ({ name, path: targetPath, requestsPerSecond, medianMs, p95Ms, non2xx, errors, rounds }));
    const reqs = (name: string) => figures.find((row) => row.name === name)?.requestsPerSecond ?? 1;
    const blank = reqs(BLANK);
    const blankThroughProxy = reqs(BLANK_THROUGH_PROXY);
    console.log(
      `\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target after ${WARM_UP_SECONDS} s of warm-up, ` +
        `targets interleaved, median round shown, loopback (${LOAD_TOOL})`,
    );
    console.table(
      figures.map((row) => ({
        target: row.name,
        'req/s': row.requestsPerSecond,
        'median ms': row.medianMs,
        'p95 ms': row.p95Ms,
        'vs blank through the proxy': `${Math.round((row.requestsPerSecond / blankThroughProxy) * 100)} %`,
        'vs blank outside the proxy': `${Math.round((row.requestsPerSecond / blank) * 100)} %`,
        'rounds req/s': row.rounds.join(' / '),
        'non-2xx': row.non2xx,
        errors: row.errors,
      })),
    );
    const weights: PageWeight[] = [];
    for (const target of targets.filter((row) => !row.path.startsWith('/_next/') && !row.path.startsWith('/api/') && row.path !== '/bench/through-proxy' && !row.cookie)) weights.push(await pageWeight(port, host, target.path));
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
    if (PAGES_ONLY) {
      writeResults({ figures, weights });
      return;
    }
    const lighthouse = await lighthouseRows(port);
    const consent = await consentRows(port);
    const search = await searchRows(port, host);
    const relevance = relevanceRows();
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
    const checkout = await checkoutRows(port, host, backendPort);
    fullRun = { figures, weights, lighthouse, ...consent, searchConnections: SEARCH_CONNECTIONS, search, relevance, addLatency, load, ...checkout };
    writeResults(fullRun);
  } finally {
    storefront.kill('SIGTERM');
    backend.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The scale-out rows last, on a topology of their own once the single stack has stopped (scripts/bench-cluster.ts).
  if (fullRun) writeResults({ ...fullRun, cluster: await measureCluster() });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
