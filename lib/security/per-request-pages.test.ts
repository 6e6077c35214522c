import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PER_REQUEST_PAGE_SEGMENTS, isPerRequestPage } from './per-request-pages';

const LOCALE_ROUTES = path.resolve(__dirname, '../../app/[locale]');

/** First segments (under app/[locale]) of pages that read per-request input and so are never cached. */
function segmentsOfPerRequestPages(): Set<string> {
  const segments = new Set<string>();
  for (const entry of readdirSync(LOCALE_ROUTES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'page.tsx') continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    if (!/force-dynamic|\bsearchParams\b|\bcookies\(\)|\bheaders\(\)/.test(source)) continue;
    const segment = path.relative(LOCALE_ROUTES, entry.parentPath).split(path.sep)[0];
    if (segment) segments.add(segment);
  }
  return segments;
}

describe('pages rendered per request', () => {
  it('are exactly the pages under app/[locale] that read per-request input', () => {
    expect(segmentsOfPerRequestPages()).toEqual(new Set(PER_REQUEST_PAGE_SEGMENTS));
  });

  it('are recognised by their internal path', () => {
    expect(isPerRequestPage('/de-AT/cart')).toBe(true);
    expect(isPerRequestPage('/ro-RO/search')).toBe(true);
    expect(isPerRequestPage('/de-DE/search/bad')).toBe(true);
    expect(isPerRequestPage('/de-AT/view/product/1')).toBe(false);
    expect(isPerRequestPage('/de-AT/about')).toBe(false);
    expect(isPerRequestPage('/de-AT')).toBe(false);
    expect(isPerRequestPage('/bench/blank')).toBe(false);
  });
});
