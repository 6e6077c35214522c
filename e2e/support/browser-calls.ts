import type { Page } from '@playwright/test';

export type BrowserAnswer = { status: number; retryAfter: string | null; body: unknown };

/**
 * A request made by the page's browser (Node cannot resolve `*.localhost`; Chromium can), with the browser's cookies
 * and its own Origin, like the shop's forms. Opens the shop first when the page is still blank.
 */
export async function browserFetch(page: Page, path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown } = {}): Promise<BrowserAnswer> {
  // A page of the shop (a text file's policy allows no fetch at all).
  if (!page.url().startsWith('http')) await page.goto('/cart');
  return page.evaluate(
    async ({ path: target, method, json }) => {
      const response = await fetch(target, {
        method,
        credentials: 'same-origin',
        headers: json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the text.
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    },
    { path, method: init.method ?? (init.json === undefined ? 'GET' : 'POST'), json: init.json },
  );
}
