import { hostLine, median, missedGoals, pageFigures, protocolFromEnv, runFigures, throttlingFromEnv, type LighthouseResult, type RunFigures } from './bench-lighthouse-figures';

function result(overrides: { performance?: number; lcp?: number; tbt?: number; cls?: number; failedSeo?: boolean; benchmarkIndex?: number } = {}): LighthouseResult {
  return {
    environment: { benchmarkIndex: overrides.benchmarkIndex ?? 1612.5 },
    categories: {
      performance: { score: overrides.performance ?? 0.97 },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: overrides.failedSeo ? 0.69 : 1, auditRefs: [{ id: 'is-crawlable', weight: 4.6 }, { id: 'unweighted', weight: 0 }] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 1800.4, score: 0.9 },
      'total-blocking-time': { numericValue: overrides.tbt ?? 40, score: 1 },
      'cumulative-layout-shift': { numericValue: overrides.cls ?? 0.0123, score: 1 },
      'color-contrast': { score: 1 },
      'is-crawlable': { score: overrides.failedSeo ? 0 : 1 },
      unweighted: { score: 0 },
      'largest-contentful-paint-element': { score: 0, details: { items: [{ items: [{ node: { selector: 'div.hero > img' } }] }] } },
    },
  };
}

test('one run: scores in points, LCP and TBT in whole ms, CLS to three places, the LCP element and the failed weighted audits', () => {
  expect(runFigures(result({ failedSeo: true }))).toEqual({
    performance: 97,
    lcpMs: 1800,
    tbtMs: 40,
    cls: 0.012,
    accessibility: 100,
    bestPractices: 100,
    seo: 69,
    failedAudits: ['is-crawlable'],
    lcpElement: 'div.hero > img',
    benchmarkIndex: 1613,
  });
});

test('the host line: the median CPU benchmark index of all runs, its range, and where it stands to the band the 4x slowdown is calibrated for', () => {
  expect(hostLine([1510, 1726, 1683])).toBe(
    "CPU benchmark index of this host (Lighthouse's): median 1683 of 3 runs (1510-1726), within the 1500-2000 the 4x slowdown is calibrated for",
  );
  expect(hostLine([1200, 1300, Number.NaN])).toMatch(/median 1250 of 2 runs \(1200-1300\), below the 1500-2000 .*TBT reads high$/);
  expect(hostLine([2600])).toMatch(/above the 1500-2000 .*TBT reads low$/);
  expect(hostLine([Number.NaN])).toBe('CPU benchmark index of this host: not reported');
  const { environment: _dropped, ...withoutIndex } = result();
  expect(runFigures(withoutIndex).benchmarkIndex).toBeNaN();
  expect(pageFigures([result({ benchmarkIndex: 1000 }), result({ benchmarkIndex: 3000 }), result({ benchmarkIndex: 1800 })].map(runFigures)).benchmarkIndex).toBe(1800);
});

test('each figure is the median of its runs, and every run\'s performance score is kept to show the spread', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 2, 3])).toBe(2.5);
  const runs: RunFigures[] = [result({ performance: 0.9, tbt: 300 }), result({ performance: 0.99, tbt: 20 }), result({ performance: 0.95, tbt: 90 })].map(runFigures);
  const figures = pageFigures(runs);
  expect(figures.performance).toBe(95);
  expect(figures.tbtMs).toBe(90);
  expect(figures.runs).toEqual([90, 99, 95]);
});

test('the goals: performance 95, LCP 2 s, TBT 100 ms, CLS 0.02, the other scores 100; SEO is no goal of a search page (noindex)', () => {
  const good = pageFigures([runFigures(result())]);
  expect(missedGoals('product', good)).toEqual([]);
  const bad = pageFigures([runFigures(result({ performance: 0.8, lcp: 3100, tbt: 250, cls: 0.158, failedSeo: true }))]);
  expect(missedGoals('home', bad)).toEqual(['performance 80 < 95', 'LCP 3100 ms > 2000 ms', 'TBT 250 ms > 100 ms', 'CLS 0.158 > 0.02', 'SEO 69']);
  expect(missedGoals('search', pageFigures([runFigures(result({ failedSeo: true }))]))).toEqual([]);
});

test('the throttling method: the simulated preset unless devtools is asked for; a misspelt value stops the bench', () => {
  expect(throttlingFromEnv(undefined)).toBe('simulate');
  expect(throttlingFromEnv('')).toBe('simulate');
  expect(throttlingFromEnv('simulate')).toBe('simulate');
  expect(throttlingFromEnv(' devtools ')).toBe('devtools');
  expect(() => throttlingFromEnv('applied')).toThrow(/simulate' or 'devtools/);
});

test('the protocol: HTTP/2 through the TLS front unless plain HTTP/1.1 is asked for; a misspelt value stops the bench', () => {
  expect(protocolFromEnv(undefined)).toBe('h2');
  expect(protocolFromEnv(' ')).toBe('h2');
  expect(protocolFromEnv('h2')).toBe('h2');
  expect(protocolFromEnv(' http1 ')).toBe('http1');
  expect(() => protocolFromEnv('http2')).toThrow(/'h2' or 'http1'/);
});
