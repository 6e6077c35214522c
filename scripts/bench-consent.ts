/**
 * The consent rows of `npm run bench` (alone: BENCH_ONLY=consent): home, listing, product and search of the Austrian
 * shop (its ShopVote badge is on in the seed) in the three consent states: pending (no CookieConsentGA cookie, the
 * banner shows), declined (CookieConsentGA=denied) and granted (CookieConsentGA=granted: the tag manager and the
 * widgets that wait for consent load). Per page and state: the HTML's first-load JavaScript (fetched with the state's
 * cookie: the cached HTML must not change with it), Lighthouse's mobile figures with the cookie held by the measuring
 * browser, what the load transferred (all bytes, the page's own JavaScript, requests to other origins), the growth
 * against the declined state, and the budget check of issue 43 against the figures before it (docs/benchmarks.md):
 * +8 kB gzip on a first visit, +2 kB for a returning shopper; a row over budget is printed, never failed.
 * Settings: BENCH_CONSENT_SHOPS (at), BENCH_CONSENT_STATES (pending,declined,granted), and the Lighthouse ones
 * (BENCH_LIGHTHOUSE_PAGES narrows the page kinds, BENCH_LIGHTHOUSE_RUNS, _THROTTLING, _PROTOCOL).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_COOKIE } from '../lib/consent/consent-state';
import { pageWeight } from './bench-page-weight';
import { hostLine } from './bench-lighthouse-figures';
import { lighthouseSetupLine, lighthouseShopPageKinds, measureStorefrontLighthouse, shopPageUrl, type LighthousePage, type LighthouseRow, type Shop } from './bench-lighthouse';
import {
  budgetKb,
  CONSENT_COOKIE_VALUE,
  consentCookieHeader,
  consentStatesFromEnv,
  deltaToDeclined,
  deltaToReference,
  overBudget,
  parseJsReference,
  signedKb,
  type ConsentWeightRow,
  type JsReference,
} from './bench-consent-figures';
import { ROOT } from './processes';

export type ConsentRow = ConsentWeightRow & { shop: Shop; htmlGzipKb: number; lighthouse: LighthouseRow };

const SHOPS: Shop[] = ['at', 'de', 'ro'];

function shopsFromEnv(value: string | undefined): Shop[] {
  if (value === undefined || value.trim() === '') return ['at'];
  const wanted = value.split(',').map((entry) => entry.trim());
  const unknown = wanted.filter((entry) => !(SHOPS as string[]).includes(entry));
  if (unknown.length > 0) throw new Error(`BENCH_CONSENT_SHOPS: unknown shop ${unknown.join(', ')} (shops: ${SHOPS.join(', ')})`);
  return SHOPS.filter((shop) => wanted.includes(shop));
}

/** The reference of docs/benchmarks.md, or why there is none (the rows are still measured and printed). */
function readReference(): JsReference | string {
  try {
    return parseJsReference(readFileSync(path.join(ROOT, 'docs', 'benchmarks.md'), 'utf8'));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Every page kind of every shop in every state, the states of one page next to each other in each round. */
export async function measureConsent(port: number): Promise<ConsentRow[]> {
  const shops = shopsFromEnv(process.env.BENCH_CONSENT_SHOPS);
  const kinds = lighthouseShopPageKinds();
  const states = consentStatesFromEnv(process.env.BENCH_CONSENT_STATES);
  const plan = shops.flatMap((shop) => kinds.flatMap((kind) => states.map((state) => ({ shop, kind, state, id: `${shop} ${kind} ${state}` }))));
  const html = new Map<string, { firstLoadJsKb: number; htmlGzipKb: number }>();
  for (const entry of plan) {
    const url = new URL(shopPageUrl(entry.shop, entry.kind, port, 'http'));
    const weight = await pageWeight(port, `${entry.shop}.localhost:${port}`, `${url.pathname}${url.search}`, consentCookieHeader(entry.state));
    html.set(entry.id, { firstLoadJsKb: weight.firstLoadJsGzipKb, htmlGzipKb: weight.htmlGzipKb });
  }
  const pagesOn = (frontPort: number, scheme: 'http' | 'https'): LighthousePage[] =>
    plan.map((entry) => ({
      shop: entry.shop,
      kind: entry.kind,
      id: entry.id,
      url: shopPageUrl(entry.shop, entry.kind, frontPort, scheme),
      cookie: { name: CONSENT_COOKIE, value: CONSENT_COOKIE_VALUE[entry.state] },
    }));
  const lighthouse = await measureStorefrontLighthouse(port, pagesOn);
  return plan.map((entry) => {
    const row = lighthouse.find((candidate) => candidate.id === entry.id);
    const weight = html.get(entry.id);
    if (!row || !weight || row.kind === 'floor') throw new Error(`no consent figures for ${entry.id}`);
    return { shop: entry.shop, kind: row.kind, state: entry.state, firstLoadJsKb: weight.firstLoadJsKb, htmlGzipKb: weight.htmlGzipKb, ownJsKb: row.transfer.ownJsKb, lighthouse: row };
  });
}

/** The warnings a consent row gives whatever the budget: a request to another origin before consent, HTML that varies. */
function consentWarnings(rows: ConsentRow[]): string[] {
  const warnings: string[] = [];
  for (const row of rows) {
    if (row.state !== 'granted' && row.lighthouse.transfer.thirdPartyRequests > 0) {
      warnings.push(`${row.shop} ${row.kind} ${row.state}: ${row.lighthouse.transfer.thirdPartyRequests} request(s) to ${row.lighthouse.transfer.thirdPartyOrigins.join(', ')} without consent`);
    }
    const declined = rows.find((other) => other.shop === row.shop && other.kind === row.kind && other.state === 'declined');
    if (declined && declined.firstLoadJsKb !== row.firstLoadJsKb) {
      warnings.push(`${row.shop} ${row.kind}: the HTML loads other first-load scripts with the cookie of '${row.state}' than of 'declined' (per-shopper state in the cached HTML?)`);
    }
  }
  return warnings;
}

export function printConsent(rows: ConsentRow[]): { reference: JsReference | string; overBudget: string[]; warnings: string[] } {
  const reference = readReference();
  console.log(`\nConsent states (pending: no cookie, the banner shows; declined / granted: ${CONSENT_COOKIE} set), ${lighthouseSetupLine()}`);
  console.log(hostLine(rows.flatMap((row) => row.lighthouse.benchmarkIndexes)));
  console.table(
    rows.map((row) => {
      const toDeclined = deltaToDeclined(rows, row);
      const toReference = typeof reference === 'string' ? undefined : deltaToReference(reference, row);
      return {
        shop: row.shop,
        page: row.kind,
        consent: row.state,
        'first-load JS kB': row.firstLoadJsKb,
        'own JS loaded kB': row.ownJsKb,
        'vs declined kB': toDeclined ? `${signedKb(toDeclined.firstLoadJsKb)} / ${signedKb(toDeclined.ownJsKb)}` : '-',
        'vs before 43 kB': toReference ? `${signedKb(toReference.firstLoadJsKb)} / ${signedKb(toReference.ownJsKb)} (<= +${budgetKb(row.state)})` : '-',
        'transferred kB': row.lighthouse.transfer.totalKb,
        'other origins': `${row.lighthouse.transfer.thirdPartyRequests} req, ${row.lighthouse.transfer.thirdPartyKb} kB`,
        performance: row.lighthouse.performance,
        'LCP ms': row.lighthouse.lcpMs,
        'TBT ms': row.lighthouse.tbtMs,
        CLS: row.lighthouse.cls,
        'performance runs': row.lighthouse.runs.join(' / '),
      };
    }),
  );
  console.log('(kB are gzip as transferred; "vs" columns: first-load JS / own JS loaded)');
  // The LCP element per state: a banner painted after hydration that is larger than the page's own LCP element
  // becomes the LCP and moves it late.
  for (const row of rows) {
    const origins = row.lighthouse.transfer.thirdPartyOrigins;
    console.log(`${row.shop} ${row.kind} ${row.state}: LCP element ${row.lighthouse.lcpElement || '-'}${origins.length > 0 ? `; other origins ${origins.join(', ')}` : ''}`);
  }
  const flagged = typeof reference === 'string' ? [] : overBudget(reference, rows);
  if (typeof reference === 'string') console.log(`Budget check skipped: ${reference}`);
  else if (flagged.length === 0) console.log('Budget of issue 43 (first visit +8 kB, returning shopper +2 kB against docs/benchmarks.md): every row within.');
  for (const line of flagged) console.log(`OVER BUDGET: ${line}`);
  const warnings = consentWarnings(rows);
  for (const line of warnings) console.log(`WARNING: ${line}`);
  return { reference, overBudget: flagged, warnings };
}

/** The rows as bench-results/latest.json keeps them. */
export function consentResults(rows: ConsentRow[], printed: ReturnType<typeof printConsent>): Record<string, unknown> {
  return {
    consent: rows.map((row) => ({
      shop: row.shop,
      kind: row.kind,
      state: row.state,
      firstLoadJsKb: row.firstLoadJsKb,
      htmlGzipKb: row.htmlGzipKb,
      ownJsKb: row.ownJsKb,
      transfer: row.lighthouse.transfer,
      performance: row.lighthouse.performance,
      lcpMs: row.lighthouse.lcpMs,
      tbtMs: row.lighthouse.tbtMs,
      cls: row.lighthouse.cls,
      runs: row.lighthouse.runs,
      benchmarkIndexes: row.lighthouse.benchmarkIndexes,
    })),
    consentReference: printed.reference,
    consentOverBudget: printed.overBudget,
    consentWarnings: printed.warnings,
  };
}
