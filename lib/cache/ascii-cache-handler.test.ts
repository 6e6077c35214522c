import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import AsciiHtmlCacheHandler from './ascii-cache-handler.cjs';
import { sha256Source } from '../security/script-hashes.cjs';

const KEY = '/route-cache/APP_PAGE/0000/$/de-AT/view/product/1';

function pageEntry(html: string) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': 'product-1' }, status: 200, postponed: undefined, segmentData: undefined };
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('route cache handler keeping page HTML in ASCII (ADR 0018)', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'route-cache-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('stores a page as ASCII in memory and on disk, and reads it back unchanged in meaning', async () => {
    const writer = new AsciiHtmlCacheHandler({ fs: nodeFs, serverDistDir: directory, flushToDisk: true, maxMemoryCacheSize: 50 * 1024 * 1024 });
    await writer.set(KEY, pageEntry('<p>12,90 €</p><script>self.x="★"</script>'), { cacheControl: { revalidate: 300, expire: undefined } });
    const fromMemory = await writer.get(KEY, { kind: 'APP_PAGE' });
    expect(fromMemory?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>12,90 &#8364;</p><script>self.x="\\u2605"</script>', status: 200 });
    const htmlFile = filesUnder(directory).find((file) => file.endsWith('1.html'));
    expect(htmlFile).toBeDefined();
    expect(readFileSync(htmlFile ?? '', 'utf8')).toBe('<p>12,90 &#8364;</p><script>self.x="\\u2605"</script>');
  });

  it('leaves entries other than pages as they are', async () => {
    const handler = new AsciiHtmlCacheHandler({ fs: nodeFs, serverDistDir: directory, flushToDisk: false, maxMemoryCacheSize: 50 * 1024 * 1024 });
    const fetchEntry = { kind: 'FETCH', data: { headers: {}, body: 'eyJwcmljZSI6IjEyLDkwIOKCrCJ9', status: 200, url: 'http://backend/x' }, revalidate: 300 };
    await handler.set('fetch-key', fetchEntry, { cacheControl: undefined });
    expect((await handler.get('fetch-key', { kind: 'FETCH' }))?.value).toEqual(fetchEntry);
  });

  it('gives a page its policy in the entry Next.js answers the first request from, and keeps it for later reads', async () => {
    const flight = 'self.__next_f.push([1,"0:\\"12,90 €\\"\\n"])';
    const asciiFlight = 'self.__next_f.push([1,"0:\\"12,90 \\u20ac\\"\\n"])';
    const injected = 'alert(document.cookie)';
    const entry = pageEntry(`<div><script>${injected}</script></div><script>${flight}</script>`);
    const writer = new AsciiHtmlCacheHandler({ fs: nodeFs, serverDistDir: directory, flushToDisk: true, maxMemoryCacheSize: 50 * 1024 * 1024 });
    await writer.set(KEY, entry, { cacheControl: { revalidate: 300, expire: undefined } });
    // The MISS is answered from the object handed to set: it must already be ASCII and carry the policy of that HTML.
    expect(entry.html).toBe(`<div><script>${injected}</script></div><script>${asciiFlight}</script>`);
    const policy = (entry.headers as Record<string, string>)['content-security-policy'];
    expect(policy).toContain(sha256Source(asciiFlight));
    expect(policy).not.toContain(sha256Source(flight));
    expect(policy).not.toContain(sha256Source(injected));
    expect(entry.headers['x-next-cache-tags']).toBe('product-1');

    const reader = new AsciiHtmlCacheHandler({ fs: nodeFs, serverDistDir: directory, flushToDisk: true, maxMemoryCacheSize: 50 * 1024 * 1024 });
    const later = (await reader.get(KEY, { kind: 'APP_PAGE' }))?.value as { headers: Record<string, string> } | undefined;
    expect(later?.headers['content-security-policy']).toBe(policy);
  });
});
