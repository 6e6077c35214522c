import { RateLimitedLog } from './rate-limited-log.cjs';

describe('a problem logged at most once per interval', () => {
  it('writes the first report, leaves out repeats within the minute, then reports with the count left out', () => {
    let now = 0;
    const lines: string[] = [];
    const log = new RateLimitedLog(60_000, () => now, (line) => lines.push(line));
    log.log('redis', 'Redis unavailable');
    now = 30_000;
    log.log('redis', 'Redis unavailable');
    log.log('redis', 'Redis unavailable');
    log.log('config', 'other problem');
    expect(lines).toEqual(['[route-cache] Redis unavailable', '[route-cache] other problem']);
    now = 60_000;
    log.log('redis', 'Redis unavailable');
    expect(lines[2]).toBe('[route-cache] Redis unavailable (2 more since the last report)');
  });
});
