import http from 'node:http';
import { load } from 'cheerio';
import { test, expect } from '../support/http-tier';
import { messagesOf } from '../support/fixtures';
import { OwnStack } from '../support/own-stack';
import { SHOP_PROJECTS } from '../support/ports';
import type { RawResponse } from '../support/raw-http';
import { textOf } from '../support/server-html';
import { expectInlineScriptsAllowed, expectSecured } from '../support/security-checks';

/** A raw GET to the own stack's storefront with the shop's Host header (raw-http talks to the shared stack only). */
function getFrom(port: number, path: string, host: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port, path, method: 'GET', headers: { host }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${host}${path}`)));
    request.end();
  });
}

/**
 * The server-down page of each shop, as its server HTML: one stack of its own serves the three shops by host, its
 * backend stopped. The page in a browser (axe, the Retry button under the page's policy): e2e/server-down.spec.ts.
 */
test.describe('backend stopped', () => {
  test('S2-83 S2-84 S2-85 S2-86 S2-87 S2-88 the server-down page answers 503 with the texts of the host ending; cached pages stay', async () => {
    test.setTimeout(180_000);
    // Ports outside the Fetch standard's blocked list (4190, ManageSieve, is blocked: fetch refuses to connect to it),
    // apart from the journey's own stack (e2e/server-down.spec.ts).
    const stack = new OwnStack(3290, 4290);
    await stack.start();
    try {
      // A cold stack on a busy machine may take a moment to render its first page; each home page is then cached.
      for (const shop of SHOP_PROJECTS) {
        await expect(async () => expect((await getFrom(stack.port, '/', `${shop.host}:${stack.port}`)).status).toBe(200)).toPass({ timeout: 30_000 });
      }
      await stack.stopBackend();
      for (const shop of SHOP_PROJECTS) {
        const host = `${shop.host}:${stack.port}`;
        const m = messagesOf(shop).ServerDown;
        const contact = shop.name === 'ro' ? m.contactRo : shop.name === 'de' ? m.contactDe : m.contactAt;
        // The home page was rendered before: the route cache keeps serving it while the backend is down.
        expect({ shop: shop.name, status: (await getFrom(stack.port, '/', host)).status }).toEqual({ shop: shop.name, status: 200 });
        // A page rendered per request (never from the route cache) needs the backend: the server-down page.
        let down: RawResponse = { status: 0, headers: {}, body: '' };
        await expect(async () => {
          down = await getFrom(stack.port, '/cart', host);
          expect(down.status).toBe(503);
        }).toPass({ timeout: 15_000 });
        // The page's own security headers and policy (ADR 0020): its inline script and style are named by hash.
        expectSecured(down, shop, `server-down page of ${shop.name}`);
        expectInlineScriptsAllowed(down, `server-down page of ${shop.name}`);
        const $ = load(down.body);
        expect(textOf($, 'title')).toBe(m.title);
        expect($('html').attr('lang')).toBe(shop.locale);
        expect(textOf($, 'h1')).toBe(m.title);
        const text = textOf($, 'body');
        for (const expected of [m.message, m.advice, contact]) expect(text).toContain(expected);
        expect($(`button`).filter((_, element) => $(element).text().trim() === m.retry)).toHaveLength(1);

        // A catalogue URL that has to be looked up shows the same page.
        expect((await getFrom(stack.port, '/irgendeine-seite.html', host)).status).toBe(503);
      }
    } finally {
      await stack.stopAll();
    }
  });
});
