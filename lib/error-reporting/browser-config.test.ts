import { browserReportingConfigSchema } from './browser-config';

describe('the browser error-reporting settings', () => {
  test('a DSN or null, and an environment name; anything else is refused (the browser then reports nothing)', () => {
    expect(browserReportingConfigSchema.parse({ dsn: 'http://key@127.0.0.1:4130/1', environment: 'e2e' })).toEqual({ dsn: 'http://key@127.0.0.1:4130/1', environment: 'e2e' });
    expect(browserReportingConfigSchema.parse({ dsn: null, environment: 'production' }).dsn).toBeNull();
    expect(browserReportingConfigSchema.safeParse({ dsn: 'not a url', environment: 'production' }).success).toBe(false);
    expect(browserReportingConfigSchema.safeParse({ dsn: null, environment: '' }).success).toBe(false);
    expect(browserReportingConfigSchema.safeParse(null).success).toBe(false);
  });
});
