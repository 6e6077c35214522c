import { expect } from '@playwright/test';
import { rawGet } from './raw-http';

/**
 * Waits until the stack's search answers (the results page is 200, not 503): right after the stack has started the
 * search index may still be loading, and the HTTP tier's first requests come before any browser would have started.
 */
export async function searchReady(host: string): Promise<void> {
  await expect
    .poll(async () => (await rawGet(`/search/${encodeURIComponent('Grohe Eurosmart')}`, host)).status, { timeout: 30_000, intervals: [250, 500, 1000] })
    .toBe(200);
}
