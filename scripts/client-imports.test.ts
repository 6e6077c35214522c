import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the browser bundles: every module reachable by value imports from a 'use client' file of the project. Classic
 * zod costs every page about 31 kB gzip of first-load JavaScript, zod/mini about 6 kB for the same schemas (ADR 0016),
 * so modules the browser loads import 'zod/mini' (or no zod at all), never 'zod'.
 */
const ROOT = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Value imports and re-exports of a module (type-only imports are erased by the compiler and left out). */
function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    const specifier = match[2] ?? match[3];
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

/** Each module the browser loads, with the chain of imports that brings it in from a client file. */
function clientModules(): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string, chain: string[]) => {
    if (reached.has(file)) return;
    reached.set(file, chain);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
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

describe('modules the browser loads', () => {
  const modules = clientModules();

  test('the walk finds the client islands and what they import', () => {
    const names = [...modules.keys()].map((file) => path.relative(ROOT, file));
    expect(names).toEqual(expect.arrayContaining(['components/layout/cart-link.tsx', 'lib/cart/cart-view.ts', 'lib/contract/product-card.ts']));
  });

  test('none imports classic zod (they use zod/mini)', () => {
    const offenders = [...modules.entries()]
      .filter(([file]) => valueImports(readFileSync(file, 'utf8')).includes('zod'))
      .map(([, chain]) => chain.join(' -> '));
    expect(offenders).toEqual([]);
  });
});
