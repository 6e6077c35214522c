/**
 * The figures `npm run bench -- lighthouse` reports for one page, read from a Lighthouse result (mobile preset), the
 * median of several runs, and the goals of the catalogue pages (ADR 0036). Pure: scripts/bench-lighthouse.ts runs
 * Lighthouse and prints.
 */

/** The part of a Lighthouse result (LH.Result) these figures read. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, { numericValue?: number; score: number | null; details?: unknown } | undefined>;
  /** Lighthouse's own CPU benchmark of the host, measured in each run (higher is faster). */
  environment?: { benchmarkIndex?: number };
};

export type PageKind = 'home' | 'listing' | 'product' | 'search';

export type RunFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass (id). */
  failedAudits: string[];
  /** The LCP element's selector, as Lighthouse names it. */
  lcpElement: string;
  /** Lighthouse's CPU benchmark index of the host in this run (NaN when the result has none). */
  benchmarkIndex: number;
};

export type PageFigures = Omit<RunFigures, 'failedAudits'> & { runs: number[]; failedAudits: string[] };

/**
 * How Lighthouse throttles: 'simulate' (its mobile preset: an unthrottled load, then slow 4G and the 4x slower CPU
 * simulated over the load's dependency graph, Lantern) or 'devtools' (the same slow 4G and CPU slowdown applied to
 * the browser while the page loads, and the page's own paint times read off). On loopback the simulated LCP counts
 * first-load scripts that a throttled network delivers after the paint (ADR 0050); the applied figures show that.
 */
export type LighthouseThrottling = 'simulate' | 'devtools';

/** BENCH_LIGHTHOUSE_THROTTLING: unset or 'simulate' is the preset, 'devtools' applies the throttling; anything else stops. */
export function throttlingFromEnv(value: string | undefined): LighthouseThrottling {
  const chosen = value === undefined || value.trim() === '' ? 'simulate' : value.trim();
  if (chosen === 'simulate' || chosen === 'devtools') return chosen;
  throw new Error(`BENCH_LIGHTHOUSE_THROTTLING must be 'simulate' or 'devtools', not '${chosen}'`);
}

/**
 * How the measuring browser reaches the pages: 'h2' (the default) through the TLS front of scripts/tls-front.ts, over
 * HTTP/2 as from a production shop behind its TLS proxy or CDN; 'http1' straight from the storefront over plain
 * HTTP/1.1, at most six connections per host (ADR 0051).
 */
export type LighthouseProtocol = 'h2' | 'http1';

/** BENCH_LIGHTHOUSE_PROTOCOL: unset or 'h2' measures through the TLS front, 'http1' without it; anything else stops. */
export function protocolFromEnv(value: string | undefined): LighthouseProtocol {
  const chosen = value === undefined || value.trim() === '' ? 'h2' : value.trim();
  if (chosen === 'h2' || chosen === 'http1') return chosen;
  throw new Error(`BENCH_LIGHTHOUSE_PROTOCOL must be 'h2' or 'http1', not '${chosen}'`);
}

/** Goals per page (the issue's): search pages are noindex on purpose, so their SEO score is not a goal. */
export const LIGHTHOUSE_GOALS = { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 } as const;

const CATEGORY_AUDITS_CHECKED = ['accessibility', 'best-practices', 'seo'];

const score = (result: LighthouseResult, category: string): number => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: LighthouseResult, audit: string): number => result.audits[audit]?.numericValue ?? Number.NaN;

/** The selector of the LCP element from the `largest-contentful-paint-element` audit's first table row. */
function lcpElementOf(result: LighthouseResult): string {
  const details = result.audits['largest-contentful-paint-element']?.details;
  const found = JSON.stringify(details ?? null).match(/"selector":"((?:[^"\\]|\\.)*)"/);
  return found?.[1] ?? '';
}

/** What one run says; the failed audits of a category are found through the category's own audit refs. */
export function runFigures(result: LighthouseResult): RunFigures {
  const failedAudits = CATEGORY_AUDITS_CHECKED.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = result.audits[ref.id];
        return audit !== undefined && audit.score !== null && audit.score < 1;
      })
      .map((ref) => ref.id),
  );
  return {
    performance: score(result, 'performance'),
    lcpMs: Math.round(numeric(result, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(result, 'total-blocking-time')),
    cls: Math.round(numeric(result, 'cumulative-layout-shift') * 1000) / 1000,
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    failedAudits,
    lcpElement: lcpElementOf(result),
    benchmarkIndex: Math.round(result.environment?.benchmarkIndex ?? Number.NaN),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure the median of its runs (not one run's set); the performance score of every run shows the spread. */
export function pageFigures(runs: RunFigures[]): PageFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const elements = runs.map((run) => run.lcpElement);
  const lcpElement = [...new Set(elements)].sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0] ?? '';
  return {
    performance: of((run) => run.performance),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    runs: runs.map((run) => run.performance),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
    lcpElement,
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/**
 * The host classes of Lighthouse's throttling guide by CPU benchmark index. Its 4x CPU slowdown is calibrated for a
 * high-end desktop (1500-2000): on a faster host the simulated phone is faster than Lighthouse means it, on a slower
 * one slower, and TBT, made of the tasks over 50 ms, moves more than in proportion.
 */
export const LIGHTHOUSE_CALIBRATED_INDEX = { min: 1500, max: 2000 } as const;

/** One line on the host: the median benchmark index of all runs, its range, and how it stands to the calibrated band. */
export function hostLine(indexes: number[]): string {
  const known = indexes.filter((index) => Number.isFinite(index));
  if (known.length === 0) return 'CPU benchmark index of this host: not reported';
  const middle = Math.round(median(known));
  const band = LIGHTHOUSE_CALIBRATED_INDEX;
  const where =
    middle < band.min
      ? `below the ${band.min}-${band.max} the 4x slowdown is calibrated for: TBT reads high`
      : middle > band.max
        ? `above the ${band.min}-${band.max} the 4x slowdown is calibrated for: TBT reads low`
        : `within the ${band.min}-${band.max} the 4x slowdown is calibrated for`;
  return `CPU benchmark index of this host (Lighthouse's): median ${middle} of ${known.length} runs (${Math.min(...known)}-${Math.max(...known)}), ${where}`;
}

/** The goals a page misses, as short texts ('performance 91 < 95'); search pages are exempt from the SEO goal. */
export function missedGoals(kind: PageKind, figures: PageFigures): string[] {
  const goals = LIGHTHOUSE_GOALS;
  const missed: string[] = [];
  if (figures.performance < goals.performance) missed.push(`performance ${figures.performance} < ${goals.performance}`);
  if (figures.lcpMs > goals.lcpMs) missed.push(`LCP ${figures.lcpMs} ms > ${goals.lcpMs} ms`);
  if (figures.tbtMs > goals.tbtMs) missed.push(`TBT ${figures.tbtMs} ms > ${goals.tbtMs} ms`);
  if (figures.cls > goals.cls) missed.push(`CLS ${figures.cls} > ${goals.cls}`);
  if (figures.accessibility < goals.accessibility) missed.push(`accessibility ${figures.accessibility}`);
  if (figures.bestPractices < goals.bestPractices) missed.push(`best practices ${figures.bestPractices}`);
  if (kind !== 'search' && figures.seo < goals.seo) missed.push(`SEO ${figures.seo}`);
  return missed;
}
