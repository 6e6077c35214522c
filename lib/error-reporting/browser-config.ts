import { z } from 'zod';

/**
 * What `GET /api/error-reporting` tells the browser (ADR 0060): the DSN and environment, read from the server's
 * environment at run time, so that no build bakes them in; `dsn` null when error reporting is off.
 */
export const browserReportingConfigSchema = z.object({
  dsn: z.string().url().nullable(),
  environment: z.string().min(1).max(64),
});
export type BrowserReportingConfig = z.infer<typeof browserReportingConfigSchema>;

export const BROWSER_REPORTING_CONFIG_PATH = '/api/error-reporting';
