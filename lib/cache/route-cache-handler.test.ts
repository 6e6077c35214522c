import RouteCacheHandler from './route-cache-handler.cjs';
import { sha256Source } from '../security/script-hashes.cjs';

const KEY = '/route-cache/APP_PAGE/0000/$/de-AT/view/product/1';

function pageEntry(html: string) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': 'product-1' }, status: 200, postponed: undefined, segmentData: undefined };
}

const PAGE_CONTEXT = { cacheControl: { revalidate: 300, expire: undefined } };

describe('cache handler keeping page HTML in ASCII (ADR 0018) with its policy (ADR 0020)', () => {
  const previousRedisUrl = process.env.REDIS_URL;
  beforeAll(() => {
    delete process.env.REDIS_URL;
  });
  afterAll(() => {
    if (previousRedisUrl !== undefined) process.env.REDIS_URL = previousRedisUrl;
  });

  it('stores a page as ASCII and reads it back unchanged in meaning', async () => {
    const handler = new RouteCacheHandler({ serverDistDir: '/nonexistent/server' });
    await handler.set(`${KEY}-ascii`, pageEntry('<p>12,90 €</p><script>self.x="★"</script>'), PAGE_CONTEXT);
    const read = await handler.get(`${KEY}-ascii`, { kind: 'APP_PAGE' });
    expect(read?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>12,90 &#8364;</p><script>self.x="\\u2605"</script>', status: 200 });
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: undefined });
  });

  it('leaves entries other than pages as they are', async () => {
    const handler = new RouteCacheHandler({ serverDistDir: '/nonexistent/server' });
    const fetchEntry = { kind: 'FETCH', data: { headers: {}, body: 'eyJwcmljZSI6IjEyLDkwIOKCrCJ9', status: 200, url: 'http://backend/x' }, revalidate: 300 };
    await handler.set('fetch-key', fetchEntry, { fetchCache: true, tags: ['product-1'] });
    expect((await handler.get('fetch-key', { kind: 'FETCH', tags: ['product-1'] }))?.value).toEqual(fetchEntry);
  });

  it('gives a page its policy in the entry Next.js answers the first request from, and keeps it for later reads', async () => {
    const flight = 'self.__next_f.push([1,"0:\\"12,90 €\\"\\n"])';
    const asciiFlight = 'self.__next_f.push([1,"0:\\"12,90 \\u20ac\\"\\n"])';
    const injected = 'alert(document.cookie)';
    const entry = pageEntry(`<div><script>${injected}</script></div><script>${flight}</script>`);
    const writer = new RouteCacheHandler({ serverDistDir: '/nonexistent/server' });
    await writer.set(KEY, entry, PAGE_CONTEXT);
    // The MISS is answered from the object handed to set: it must already be ASCII and carry the policy of that HTML.
    expect(entry.html).toBe(`<div><script>${injected}</script></div><script>${asciiFlight}</script>`);
    const policy = (entry.headers as Record<string, string>)['content-security-policy'];
    expect(policy).toContain(sha256Source(asciiFlight));
    expect(policy).not.toContain(sha256Source(flight));
    expect(policy).not.toContain(sha256Source(injected));
    expect(entry.headers['x-next-cache-tags']).toBe('product-1');

    // Next.js constructs the handler per request: a later one reads the same process's store.
    const reader = new RouteCacheHandler({ serverDistDir: '/nonexistent/server' });
    expect(reader.cache).toBe(writer.cache);
    const later = (await reader.get(KEY, { kind: 'APP_PAGE' }))?.value as { headers: Record<string, string> } | undefined;
    expect(later?.headers['content-security-policy']).toBe(policy);
  });

  it('answers the proxy through the registered symbol whether a page is cached', async () => {
    const { routeCachePresence } = await import('../proxy/route-cache-presence');
    const handler = new RouteCacheHandler({ serverDistDir: '/nonexistent/server' });
    await handler.set('/route-cache/APP_PAGE/abcd/$/de-AT/view/product/7', pageEntry('<p>x</p>'), PAGE_CONTEXT);
    await handler.set('/route-cache/APP_PAGE/abcd/$/index', pageEntry('<p>home</p>'), PAGE_CONTEXT);
    expect(await routeCachePresence.has('/de-AT/view/product/7')).toBe(true);
    expect(await routeCachePresence.has('/de-AT/view/product/8')).toBe(false);
    expect(await routeCachePresence.has('/')).toBe(true);
    expect(await routeCachePresence.has('/de-AT/view/product/7/../7')).toBe(false);
  });

  it('expires a page when one of its tags is revalidated, and keeps pages of other tags', async () => {
    const handler = new RouteCacheHandler({ serverDistDir: '/nonexistent/server' });
    const other = { ...pageEntry('<p>other</p>'), headers: { 'x-next-cache-tags': 'product-2' } };
    await handler.set(`${KEY}-tagged`, pageEntry('<p>one</p>'), PAGE_CONTEXT);
    await handler.set(`${KEY}-other`, other, PAGE_CONTEXT);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag(['product-1'], { expire: 0 });
    expect(await handler.get(`${KEY}-tagged`, { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler.get(`${KEY}-other`, { kind: 'APP_PAGE' })).not.toBeNull();
  });
});
