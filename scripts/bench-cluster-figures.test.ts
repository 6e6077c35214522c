import { closestInSize, CLUSTER_ROWS, clusterSummary, commandsPerRequest, redisCommandsProcessed, loadAverageFigures, servedFromCache, summaryLines, type ClusterRow, type ClusterRowName } from './bench-cluster-figures';

const row = (name: ClusterRowName, requestsPerSecond: number): ClusterRow => ({ name, requestsPerSecond, medianMs: 1, p95Ms: 2, non2xx: 0, errors: 0, rounds: [requestsPerSecond], cache: 'HIT', answerKb: 1, redisCommandsPerRequest: 0 });

function rows(figures: { staticFile: number; page: number; local: number; redis: number; two: number; localFew?: number; redisFew?: number }): ClusterRow[] {
  return [
    row(CLUSTER_ROWS.localInstanceFew, figures.localFew ?? 100),
    row(CLUSTER_ROWS.redisInstanceFew, figures.redisFew ?? 100),
    row(CLUSTER_ROWS.staticThroughVarnish, figures.staticFile),
    row(CLUSTER_ROWS.pageThroughVarnish, figures.page),
    row(CLUSTER_ROWS.localInstance, figures.local),
    row(CLUSTER_ROWS.redisInstance, figures.redis),
    row(CLUSTER_ROWS.twoRedisInstances, figures.two),
  ];
}

describe('clusterSummary', () => {
  test('the product page through Varnish at 90 % of the static file meets the goal; the other ratios follow the rows', () => {
    const summary = clusterSummary(rows({ staticFile: 10_000, page: 9_000, local: 2_000, redis: 1_500, two: 1_800, localFew: 400, redisFew: 300 }));
    expect(summary).toEqual({ pageVsStatic: 0.9, goalMet: true, redisVsLocal: 0.75, twoVsOne: 1.2, varnishVsInstance: 6, redisVsLocalFew: 0.75 });
  });

  test('below 90 % the goal is not met, and the line says so', () => {
    const summary = clusterSummary(rows({ staticFile: 10_000, page: 8_900, local: 2_000, redis: 2_000, two: 2_000 }));
    expect(summary.goalMet).toBe(false);
    expect(summaryLines(summary)[0]).toBe('Product page through Varnish: 89 % of the static file through Varnish (goal >= 90 %: NOT met)');
  });

  test('a missing row is an error, not a ratio of nothing', () => {
    expect(() => clusterSummary(rows({ staticFile: 1, page: 1, local: 1, redis: 1, two: 1 }).slice(3))).toThrow(`no row '${CLUSTER_ROWS.staticThroughVarnish}'`);
  });
});

describe('loadAverageFigures', () => {
  test('lowest, highest and mean of the samples; zeros without samples', () => {
    expect(loadAverageFigures([2.5, 3.1, 3.4])).toEqual({ min: 2.5, max: 3.4, mean: 3 });
    expect(loadAverageFigures([])).toEqual({ min: 0, max: 0, mean: 0 });
  });
});

describe('servedFromCache', () => {
  test('Varnish hits (also in grace) count through Varnish, Next.js hits on an instance', () => {
    expect(servedFromCache({ xCache: 'HIT', nextCache: null }, 'varnish')).toBe(true);
    expect(servedFromCache({ xCache: 'HIT-STALE', nextCache: null }, 'varnish')).toBe(true);
    expect(servedFromCache({ xCache: 'MISS', nextCache: 'HIT' }, 'varnish')).toBe(false);
    expect(servedFromCache({ xCache: 'UNCACHEABLE', nextCache: 'HIT' }, 'varnish')).toBe(false);
    expect(servedFromCache({ xCache: null, nextCache: 'HIT' }, 'instance')).toBe(true);
    expect(servedFromCache({ xCache: null, nextCache: 'STALE' }, 'instance')).toBe(true);
    expect(servedFromCache({ xCache: 'HIT', nextCache: 'MISS' }, 'instance')).toBe(false);
  });
});

describe('closestInSize', () => {
  test('the file nearest the page\'s size, above or below, the first of a tie', () => {
    const files = [{ name: 'a', bytes: 2_000 }, { name: 'b', bytes: 30_000 }, { name: 'c', bytes: 26_000 }, { name: 'd', bytes: 90_000 }];
    expect(closestInSize(files, 28_500).name).toBe('b');
    expect(closestInSize(files, 27_000).name).toBe('c');
    expect(closestInSize(files, 28_000).name).toBe('b');
    expect(closestInSize(files, 1).name).toBe('a');
  });

  test('no file is an error', () => {
    expect(() => closestInSize([], 10)).toThrow('no static file');
  });
});

describe('Redis commands per request', () => {
  test('reads total_commands_processed from INFO stats as Redis writes it (CRLF lines)', () => {
    const info = '# Stats\r\ntotal_connections_received:12\r\ntotal_commands_processed:48213\r\ninstantaneous_ops_per_sec:3\r\n';
    expect(redisCommandsProcessed(info)).toBe(48_213);
    expect(() => redisCommandsProcessed('# Stats\r\n')).toThrow('no total_commands_processed');
  });

  test('the commands of the run per request, without the INFO read that started it', () => {
    expect(commandsPerRequest(1_000, 3_001, 1_000)).toBe(2);
    expect(commandsPerRequest(1_000, 1_001, 500)).toBe(0);
    expect(commandsPerRequest(1_000, 2_000, 0)).toBe(0);
  });
});
