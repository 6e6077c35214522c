import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PER_REQUEST_PAGE_PREFIXES, isPerRequestPage } from './per-request-pages';

const LOCALE_ROUTES = path.resolve(__dirname, '../../app/[locale]');

/** Route folders (under app/[locale]) of pages that read per-request input and so are never cached. */
function foldersOfPerRequestPages(): string[] {
  const folders: string[] = [];
  for (const entry of readdirSync(LOCALE_ROUTES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'page.tsx') continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    if (!/force-dynamic|\bsearchParams\b|\bcookies\(\)|\bheaders\(\)/.test(source)) continue;
    folders.push(path.relative(LOCALE_ROUTES, entry.parentPath).split(path.sep).join('/'));
  }
  return folders.sort();
}

describe('pages rendered per request', () => {
  it('are exactly the pages under app/[locale] that read per-request input', () => {
    const folders = foldersOfPerRequestPages();
    const covered = (folder: string) => PER_REQUEST_PAGE_PREFIXES.some((prefix) => folder === prefix || folder.startsWith(`${prefix}/`));
    expect(folders.filter((folder) => !covered(folder))).toEqual([]);
    expect(PER_REQUEST_PAGE_PREFIXES.filter((prefix) => !folders.some((folder) => folder === prefix || folder.startsWith(`${prefix}/`)))).toEqual([]);
  });

  it('are recognised by their internal path', () => {
    expect(isPerRequestPage('/de-AT/cart')).toBe(true);
    expect(isPerRequestPage('/ro-RO/search')).toBe(true);
    expect(isPerRequestPage('/de-DE/search/bad')).toBe(true);
    expect(isPerRequestPage('/de-AT/view/not-found/route-not-found')).toBe(true);
    expect(isPerRequestPage('/de-AT/view/product/1')).toBe(false);
    expect(isPerRequestPage('/de-AT/cartx')).toBe(false);
    expect(isPerRequestPage('/de-AT/about')).toBe(false);
    expect(isPerRequestPage('/de-AT')).toBe(false);
    expect(isPerRequestPage('/bench/blank')).toBe(false);
  });
});
