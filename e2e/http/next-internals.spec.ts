import net from 'node:net';
import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { currentUrl } from '../support/catalog-urls';
import { rawGet, rawRequest } from '../support/raw-http';
import { E2E_PORTS } from '../support/ports';
import { COMPILE_HINT } from '../../scripts/compile-hints';

/**
 * The guards of the code that relies on Next.js or Node.js internals (ADR 0070), against the real built server: after
 * a Next.js or Node.js upgrade, a test here failing names the piece that broke. The other guards of that ADR live
 * beside the behaviour they check (security-headers.spec.ts, operations.spec.ts, server-down.spec.ts).
 */
const host = DEFAULT_SHOP.host;

/** The raw answer to `CONNECT` (Node's http client turns CONNECT into a tunnel, so it goes over a plain socket). */
function rawConnect(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(E2E_PORTS.storefront, 'localhost', () => socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: ${host}\r\n\r\n`));
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout: CONNECT got no answer')));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test.describe('guards of the Next.js and Node.js internals (ADR 0070)', () => {
  test('guard: the request gate answers before Next.js (http.Server.prototype.emit, lib/security/http-guard.ts)', async () => {
    const trace = await rawRequest('/', host, { method: 'TRACE' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
    // Next.js decodes the path before proxy.ts runs and answers a broken escape with 500.
    expect((await rawGet('/cart/%E0%A4%A', host)).status).toBe(400);
    expect(await rawConnect()).toMatch(/^HTTP\/1\.1 405 /);
  });

  test('guard: the first-load scripts a page names carry V8 compile hint (build manifests, scripts/compile-hints.ts)', async () => {
    const listing = await rawGet(encodeURI(`/${currentUrl('de_AT', 'category').url}`), host);
    expect(listing.status).toBe(200);
    // The scripts a page's HTML loads, but not the polyfills (`noModule`), which modern browsers never run.
    const tags = [...listing.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/\bnomodule\b/i.test(tag));
    const sources = tags.flatMap((tag) => /\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1] ?? []);
    expect(sources.length).toBeGreaterThan(3);
    for (const src of sources) {
      const chunk = await rawGet(src, host);
      expect(chunk.status, src).toBe(200);
      expect(chunk.body.startsWith(`${COMPILE_HINT}\n`), `${src} starts with the compile hint`).toBe(true);
    }
  });
});
