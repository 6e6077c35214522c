import { cacheState, loggedPath, queryNames, requestLogLine, requestLogMode, type RequestLogEntry } from './request-log';

const entry = (overrides: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
  time: new Date('2026-12-07T14:00:00.000Z'),
  id: 'req-1',
  method: 'GET',
  target: '/bad-armaturen.html',
  status: 200,
  durationMs: 12.345,
  shop: 'at',
  nextCache: 'HIT',
  aborted: false,
  ...overrides,
});

const parse = (line: string): Record<string, unknown> => JSON.parse(line) as Record<string, unknown>;

describe('the request log line', () => {
  test('one JSON object with time, id, method, path, status, duration in ms, shop and cache state', () => {
    const line = requestLogLine(entry());
    expect(line).not.toContain('\n');
    expect(parse(line)).toEqual({ time: '2026-12-07T14:00:00.000Z', id: 'req-1', method: 'GET', path: '/bad-armaturen.html', status: 200, ms: 12.3, shop: 'at', cache: 'hit' });
  });

  test('a query keeps its parameter names only, never their values', () => {
    const line = requestLogLine(entry({ target: '/search?q=max.mustermann%40example.com&page=2&q=again' }));
    expect(parse(line)).toMatchObject({ path: '/search', query: ['q', 'page'] });
    expect(line).not.toMatch(/mustermann|example\.com|again|=2/);
  });

  test('tokens and hashes in query or path never reach the line', () => {
    const targets = [
      '/forgot-password/9f86d081884c7d659a2feaa0c55ad015',
      '/set-password/9f86d081884c7d659a2feaa0c55ad015?email=a%40b.at',
      '/back-to-cart/9f86d081884c7d659a2feaa0c55ad015',
      '/guest/invoice/ORD-123/9f86d081884c7d659a2feaa0c55ad015',
      '/order-placed?order=ORD-123&h=9f86d081884c7d659a2feaa0c55ad015',
      '/newsletter?token=9f86d081884c7d659a2feaa0c55ad015',
      '/Set-Password/9f86d081884c7d659a2feaa0c55ad015',
      'http://at.localhost/back-to-cart/9f86d081884c7d659a2feaa0c55ad015',
    ];
    for (const target of targets) {
      const line = requestLogLine(entry({ target }));
      expect({ target, line }).toEqual({ target, line: expect.not.stringMatching(/9f86d081|ORD-123|a%40b/) as unknown });
    }
    expect(loggedPath('/guest/invoice/ORD-123/abc')).toBe('/guest/invoice/:redacted');
    expect(loggedPath('/set-password/abc')).toBe('/set-password/:redacted');
    expect(loggedPath('/search/duschwanne')).toBe('/search/:redacted');
    expect(loggedPath('/forgot-password')).toBe('/forgot-password');
    expect(loggedPath('/search')).toBe('/search');
  });

  test('cache state: Next.js route cache states, dynamic otherwise', () => {
    expect(['HIT', 'MISS', 'STALE', 'REVALIDATED', undefined, 'junk'].map(cacheState)).toEqual(['hit', 'miss', 'stale', 'revalidated', 'dynamic', 'dynamic']);
  });

  test('a cut-off answer says so; the shop may be none', () => {
    expect(parse(requestLogLine(entry({ aborted: true, shop: 'none', nextCache: undefined })))).toMatchObject({ aborted: true, shop: 'none', cache: 'dynamic' });
  });

  test('junk stays bounded and valid JSON: long paths, many query names, control characters', () => {
    const line = requestLogLine(entry({ target: `/${'x'.repeat(5000)}?${Array.from({ length: 50 }, (_, i) => `p${i}=1`).join('&')}`, method: 'GET\u0000' }));
    const parsed = parse(line);
    expect(String(parsed.path).length).toBeLessThanOrEqual(513);
    expect(parsed.query).toHaveLength(20);
    expect(line.length).toBeLessThan(1200);
    expect(queryNames('')).toEqual([]);
  });

  test('REQUEST_LOG: json or off; default json in production, off elsewhere', () => {
    expect(requestLogMode({ NODE_ENV: 'production' })).toBe('json');
    expect(requestLogMode({ NODE_ENV: 'development' })).toBe('off');
    expect(requestLogMode({ NODE_ENV: 'production', REQUEST_LOG: 'off' })).toBe('off');
    expect(requestLogMode({ NODE_ENV: 'test', REQUEST_LOG: ' JSON ' })).toBe('json');
  });
});
