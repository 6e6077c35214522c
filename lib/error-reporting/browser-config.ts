import * as z from 'zod/mini';

/**
 * What `GET /api/error-reporting` tells the browser (ADR 0060): the DSN and environment, read from the server's
 * environment at run time, so that no build bakes them in; `dsn` null when error reporting is off. zod/mini (ADR
 * 0016): the full zod's object parser probes `new Function`, which the page's policy reports as a violation.
 */
export const browserReportingConfigSchema = z.object({
  dsn: z.nullable(z.url()),
  environment: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type BrowserReportingConfig = z.infer<typeof browserReportingConfigSchema>;

export const BROWSER_REPORTING_CONFIG_PATH = '/api/error-reporting';
