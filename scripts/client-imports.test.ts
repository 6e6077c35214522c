import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_DIRS, sourceFiles } from './source-files';

/**
 * What the browser bundles: every module reachable by value imports from a 'use client' file of the project. Classic
 * zod would cost every page about 31 kB gzip of first-load JavaScript, zod/mini still about 18 kB (ADR 0016). So no
 * module a page loads imports zod at all; schemas the browser checks answers with are zod/mini modules loaded by a
 * dynamic `import()` next to the request they check, and never classic zod.
 */
const ROOT = path.resolve(__dirname, '..');
/**
 * Value imports and re-exports of a module (type-only imports are erased by the compiler and left out); `dynamic`
 * adds the modules of `import()` expressions, which the bundler puts in chunks loaded when the call runs.
 */
function valueImports(source: string, dynamic = false): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    const specifier = match[2] ?? (dynamic ? match[3] : undefined);
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Each module the browser loads, with the chain of imports that brings it in from a client file: with the page
 * (static imports only), or at all (`dynamic`: also what `import()` loads later).
 */
function clientModules(dynamic: boolean): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string, chain: string[]) => {
    if (reached.has(file)) return;
    reached.set(file, chain);
    for (const specifier of valueImports(readFileSync(file, 'utf8'), dynamic)) {
      const target = resolveLocal(file, specifier);
      if (target && /\.(ts|tsx)$/.test(target)) visit(target, [...chain, path.relative(ROOT, target)]);
    }
  };
  const entries = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) =>
    /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')),
  );
  for (const entry of entries) visit(entry, [path.relative(ROOT, entry)]);
  return reached;
}

const importers = (modules: Map<string, string[]>, packages: string[]) =>
  [...modules.entries()]
    .filter(([file]) => valueImports(readFileSync(file, 'utf8')).some((specifier) => packages.includes(specifier)))
    .map(([, chain]) => chain.join(' -> '));

describe('modules the browser loads', () => {
  const withPage = clientModules(false);
  const later = clientModules(true);
  const names = (modules: Map<string, string[]>) => [...modules.keys()].map((file) => path.relative(ROOT, file));

  test('the walk finds the client islands and what they import, with the page and later', () => {
    expect(names(withPage)).toEqual(expect.arrayContaining(['components/layout/cart-link.tsx', 'lib/cart/cart-client.ts']));
    expect(names(withPage)).not.toContain('lib/cart/cart-view.ts');
    expect(names(later)).toEqual(expect.arrayContaining(['lib/cart/cart-view.ts', 'contract/product-card.ts']));
  });

  test('the review form loads only for a customer allowed to review, not with every product page (ADR 0038)', () => {
    const island = readFileSync(path.join(ROOT, 'components/reviews/review-island.tsx'), 'utf8');
    expect(valueImports(island)).not.toContain('./review-form');
    expect(valueImports(island, true)).toContain('./review-form');
  });

  /** The project modules `entry` reaches by value imports: with it (static) or at all (`dynamic`: also `import()`). */
  const reachedFrom = (entry: string, dynamic: boolean) => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const specifier of valueImports(readFileSync(file, 'utf8'), dynamic)) {
        const target = resolveLocal(file, specifier);
        if (target) visit(target);
      }
    };
    visit(path.join(ROOT, entry));
    return [...reached].map((file) => path.relative(ROOT, file));
  };

  test('the layout islands that render nothing on the server load after hydration, not with every page (ADR 0042)', () => {
    const fromLayout = (dynamic: boolean) => reachedFrom('app/[locale]/layout.tsx', dynamic);
    const deferred = ['components/layout/scroll-to-top-button.tsx', 'components/account/account-session-sync.tsx', 'components/lists/account-lists-sync.tsx', 'components/admin/admin-bar.tsx'];
    expect(fromLayout(false)).toEqual(expect.arrayContaining(['components/layout/after-hydration-islands.tsx', 'components/admin/admin-bar-after-hydration.tsx']));
    for (const file of deferred) expect(fromLayout(false)).not.toContain(file);
    expect(fromLayout(true)).toEqual(expect.arrayContaining(deferred));
    expect(valueImports(readFileSync(path.join(ROOT, 'components/layout/site-footer.tsx'), 'utf8'))).not.toContain('next/form');
  });

  test('the catalogue pages load the buy bar, the cart actions, the review box and the infinite scroll driver later (ADR 0043)', () => {
    const cases = [
      {
        page: 'app/[locale]/view/product/[id]/product-page.tsx',
        first: ['components/product/product-purchase.tsx', 'components/product/use-add-to-cart.ts'],
        later: ['components/product/sticky-buy-bar.tsx', 'components/product/cart-adder.tsx', 'components/cart/use-cart-actions.ts', 'lib/cart/cart-rules.ts', 'components/reviews/review-island.tsx'],
      },
      {
        page: 'components/product-list/listing-section.tsx',
        first: ['components/product-list/product-list-scroll.tsx', 'components/product-list/chunked-product-scroll.tsx', 'components/product-list/filters-panel.tsx'],
        later: ['components/product-list/chunk-scroll-driver.tsx'],
      },
      {
        page: 'components/product-list/search-results.tsx',
        first: ['components/product-list/product-list-scroll.tsx', 'components/product-list/chunked-product-scroll.tsx'],
        later: ['components/product-list/chunk-scroll-driver.tsx'],
      },
    ];
    for (const { page, first, later } of cases) {
      expect(reachedFrom(page, false)).toEqual(expect.arrayContaining(first));
      for (const file of later) expect(reachedFrom(page, false)).not.toContain(file);
      expect(reachedFrom(page, true)).toEqual(expect.arrayContaining(later));
    }
  });

  test('nothing a page loads with it imports zod (schemas come with the answers they check)', () => {
    expect(importers(withPage, ['zod', 'zod/mini'])).toEqual([]);
  });

  test('what loads later imports zod/mini, never classic zod', () => {
    expect(importers(later, ['zod'])).toEqual([]);
  });
});
