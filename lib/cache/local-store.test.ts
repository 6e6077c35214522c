import { LocalStore } from './local-store.cjs';
import { entrySize, type CacheEntry } from './cache-entry.cjs';

function page(html: string): CacheEntry {
  return { value: { kind: 'APP_PAGE', html, rscData: Buffer.alloc(1000), headers: {}, status: 200 }, lastModified: 1 };
}

describe('the in-process store', () => {
  it('keeps entries as they are given (the same object: no copy per read)', () => {
    const store = new LocalStore(1024 * 1024);
    const entry = page('<p>x</p>');
    store.set('/route-cache/APP_PAGE/h/$/de-AT/a', entry);
    expect(store.get('/route-cache/APP_PAGE/h/$/de-AT/a')).toBe(entry);
  });

  it('stays within its byte bound, dropping the least recently used entries first', () => {
    const one = entrySize(page('x'.repeat(10_000)));
    const store = new LocalStore(one * 3 + 10);
    for (const name of ['a', 'b', 'c']) store.set(`/route-cache/APP_PAGE/h/$/de-AT/${name}`, page('x'.repeat(10_000)));
    store.get('/route-cache/APP_PAGE/h/$/de-AT/a');
    store.set('/route-cache/APP_PAGE/h/$/de-AT/d', page('x'.repeat(10_000)));
    expect(store.size).toBeLessThanOrEqual(one * 3 + 10);
    expect(store.get('/route-cache/APP_PAGE/h/$/de-AT/b')).toBeUndefined();
    expect(store.get('/route-cache/APP_PAGE/h/$/de-AT/a')).toBeDefined();
    // A page that was dropped is no longer reported as cached.
    expect(store.hasPage('/de-AT/b')).toBe(false);
    expect(store.hasPage('/de-AT/d')).toBe(true);
  });

  it('counts the RSC data, the segments and the HTML of a page in its size', () => {
    const segments = new Map([['/_tree', Buffer.alloc(5_000)]]);
    const entry: CacheEntry = { value: { kind: 'APP_PAGE', html: 'x'.repeat(3_000), rscData: Buffer.alloc(2_000), segmentData: segments }, lastModified: 1 };
    expect(entrySize(entry)).toBe(1024 + 3_000 + 2_000 + 5_000);
  });

  it('reports pages only, by pathname, and forgets a deleted one', () => {
    const store = new LocalStore(1024 * 1024);
    store.set('/route-cache/APP_ROUTE/h/$/de-AT/feed', { value: { kind: 'APP_ROUTE', body: Buffer.from('x') }, lastModified: 1 });
    store.set('/route-cache/APP_PAGE/h/$/de-AT/p', page('<p>p</p>'));
    expect(store.hasPage('/de-AT/feed')).toBe(false);
    expect(store.hasPage('/de-AT/p')).toBe(true);
    store.delete('/route-cache/APP_PAGE/h/$/de-AT/p');
    expect(store.hasPage('/de-AT/p')).toBe(false);
  });
});
