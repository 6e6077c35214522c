import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, entryChunksOfManifest, firstLoadChunks, withCompileHint } from './compile-hints';

/** A client reference manifest as `next build` writes it (one route, trimmed to the part read here). */
function manifestSource(route: string, entries: Record<string, string[]>): string {
  return (
    'globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});' +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify({ moduleLoading: { prefix: '/_next/' }, clientModules: {}, entryCSSFiles: {}, entryJSFiles: entries })};`
  );
}

describe('V8 compile hints on the first-load chunks (ADR 0045)', () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app', '[locale]', 'cart'), { recursive: true });
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'], polyfillFiles: ['static/chunks/polyfills.js'] }));
    writeFileSync(
      path.join(dist, 'server', 'app', '[locale]', 'page_client-reference-manifest.js'),
      manifestSource('/[locale]/page', { '[project]/app/[locale]/layout': ['static/chunks/layout.js', 'static/chunks/layout.css'], '[project]/app/[locale]/page': ['static/chunks/home.js'] }),
    );
    writeFileSync(
      path.join(dist, 'server', 'app', '[locale]', 'cart', 'page_client-reference-manifest.js'),
      manifestSource('/[locale]/cart/page', { '[project]/app/[locale]/layout': ['static/chunks/layout.js'], '[project]/app/[locale]/cart/page': ['static/chunks/cart.js'] }),
    );
    for (const name of ['runtime.js', 'react.js', 'layout.js', 'home.js', 'cart.js', 'mini-cart.js', 'polyfills.js']) writeFileSync(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  test('the hint is the first line, written once', () => {
    const hinted = withCompileHint('(function(){})();');
    expect(hinted).toBe(`${COMPILE_HINT}\n(function(){})();`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  test("a route's entry chunks are read from its client reference manifest", () => {
    expect(entryChunksOfManifest(manifestSource('/[locale]/page', { a: ['static/chunks/a.js'], b: ['static/chunks/b.js', 'static/chunks/a.js'] }))).toEqual([
      'static/chunks/a.js',
      'static/chunks/b.js',
      'static/chunks/a.js',
    ]);
  });

  test('first-load chunks: root main files and every route entry, scripts only, each once', () => {
    expect(firstLoadChunks(dist)).toEqual([
      'static/chunks/cart.js',
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ]);
  });

  test('only the first-load chunks get the hint; chunks loaded on first use and the polyfills keep their text', () => {
    expect(addCompileHints(dist)).toEqual({ chunks: 5, changed: 5 });
    for (const name of ['runtime.js', 'react.js', 'layout.js', 'home.js', 'cart.js']) expect(readFileSync(chunk(name), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    for (const name of ['mini-cart.js', 'polyfills.js']) expect(readFileSync(chunk(name), 'utf8')).toBe(`(globalThis.TURBOPACK||[]).push(["${name}"]);`);
    expect(addCompileHints(dist)).toEqual({ chunks: 5, changed: 0 });
  });

  test('a build without its manifests is refused, not half marked', () => {
    rmSync(path.join(dist, 'build-manifest.json'));
    expect(() => addCompileHints(dist)).toThrow();
    expect(readFileSync(chunk('runtime.js'), 'utf8').startsWith(COMPILE_HINT)).toBe(false);
  });
});
