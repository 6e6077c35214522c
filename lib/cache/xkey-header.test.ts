import { catalogueTags, withXkeyHeader, XKEY_HEADER } from './xkey-header.cjs';
import { pageEntryHeaders } from '../security/page-entry-csp.cjs';
import { cacheTags } from '@/lib/catalog/cache-tags';

const NEXT_TAGS = '_N_T_/layout,_N_T_/[locale]/layout,_N_T_/de-AT/view/product/12,config:de_AT,menu:de_AT,product:12,brand:7,products';

describe('xkey header of a cached page', () => {
  it("carries the page's catalogue tags, space-separated, without Next.js's implicit ones", () => {
    const headers = withXkeyHeader({ 'x-next-cache-tags': NEXT_TAGS, 'cache-control': 's-maxage=300' });
    expect(headers[XKEY_HEADER]).toBe('config:de_AT menu:de_AT product:12 brand:7 products');
    expect(headers['x-next-cache-tags']).toBe(NEXT_TAGS);
    expect(headers['cache-control']).toBe('s-maxage=300');
  });

  it('accepts every tag lib/catalog/cache-tags.ts makes', () => {
    const made = [
      cacheTags.config('de_AT'),
      cacheTags.menu('ro_RO'),
      cacheTags.product(4711),
      cacheTags.category(3),
      cacheTags.brand(9),
      cacheTags.content(2),
      cacheTags.products,
    ];
    expect(catalogueTags(made.join(','))).toEqual(made);
  });

  it('replaces an earlier header and drops it when the page has no catalogue tag any more', () => {
    const earlier = withXkeyHeader({ 'x-next-cache-tags': 'product:1' });
    expect(withXkeyHeader({ ...earlier, 'x-next-cache-tags': 'product:2,product:2' })[XKEY_HEADER]).toBe('product:2');
    expect(withXkeyHeader({ ...earlier, 'x-next-cache-tags': '_N_T_/layout' })).not.toHaveProperty(XKEY_HEADER);
    expect(withXkeyHeader(undefined)).toEqual({});
  });

  it('keeps junk out: whitespace, commas and foreign tags never reach the header', () => {
    expect(catalogueTags('product:1 x,product:, product:2 ,evil tag,category:abc,config:de')).toEqual(['product:2']);
    expect(catalogueTags(['product:1'])).toEqual([]);
  });

  it('is set where the route cache handler prepares a page entry', () => {
    const headers = pageEntryHeaders('<html><body></body></html>', { 'x-next-cache-tags': 'product:5,_N_T_/x' }, {});
    expect(headers[XKEY_HEADER]).toBe('product:5');
    expect(headers['content-security-policy']).toEqual(expect.any(String));
  });
});
