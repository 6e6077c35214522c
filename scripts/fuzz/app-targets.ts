import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * What the sweep aims at, read from the app itself so that a new route handler, page or server action is covered
 * without editing the sweep: route handlers (`app/**\/route.ts` and the methods they export), pages
 * (`app/**\/page.tsx`), server actions (the build's server reference manifest) and a few built static files.
 * Paths are public paths: the internal `[locale]` segment is set by the proxy from the host, so it is left out.
 */
export type RouteHandler = { template: string; methods: string[] };
export type ServerAction = { id: string; name: string; pages: string[] };
export type AppTargets = { routeHandlers: RouteHandler[]; pages: string[]; actions: ServerAction[]; staticFiles: string[] };

export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

function filesNamed(dir: string, names: ReadonlySet<string>): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...filesNamed(full, names));
    else if (names.has(entry)) found.push(full);
  }
  return found.sort();
}

/** `app/[locale]/cart/lines/[lineId]/route.ts` → `/cart/lines/[lineId]`; route groups and `[locale]` are dropped. */
export function publicTemplate(appDir: string, file: string): string {
  const segments = path
    .relative(appDir, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment !== '' && segment !== '[locale]' && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

/** The HTTP methods a route handler file exports (`export async function GET`, `export const GET = ...`). */
export function exportedMethods(source: string): string[] {
  const methods = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function\s+|const\s+)([A-Z]+)\b/g)) {
    const name = match[1];
    if (name && (HTTP_METHODS as readonly string[]).includes(name)) methods.add(name);
  }
  return [...methods];
}

const manifestSchema = z.object({
  node: z.record(z.string(), z.object({ workers: z.record(z.string(), z.unknown()), exportedName: z.string().optional() })),
});

/** Server actions of a build: id, exported name and the public paths of the pages that use them. */
export function serverActions(distDir: string): ServerAction[] {
  const file = path.join(distDir, 'server', 'server-reference-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the storefront first`);
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return Object.entries(manifest.node)
    .map(([id, entry]) => ({
      id,
      name: entry.exportedName ?? id,
      pages: Object.keys(entry.workers)
        .filter((worker) => worker.startsWith('app/') && worker.endsWith('/page'))
        .map((worker) => publicTemplate('app', `${worker}.tsx`)),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** `actions: false` skips the build's manifest (for reading the source tree alone). */
export function appTargets(root: string, distDir: string, options: { actions?: boolean } = {}): AppTargets {
  const appDir = path.join(root, 'app');
  const routeHandlers = filesNamed(appDir, new Set(['route.ts'])).map((file) => ({
    template: publicTemplate(appDir, file),
    methods: exportedMethods(readFileSync(file, 'utf8')),
  }));
  const pages = filesNamed(appDir, new Set(['page.tsx'])).map((file) => publicTemplate(appDir, file));
  const chunks = path.join(distDir, 'static', 'chunks');
  const staticFiles = existsSync(chunks)
    ? readdirSync(chunks)
        .filter((file) => /\.(?:js|css)$/.test(file))
        .sort()
        .slice(0, 4)
        .map((file) => `/_next/static/chunks/${file}`)
    : [];
  return { routeHandlers, pages, actions: options.actions === false ? [] : serverActions(distDir), staticFiles };
}
