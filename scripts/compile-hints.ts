/**
 * V8's explicit compile hint on the JavaScript every page loads first (ADR 0045). A script whose first line is the
 * magic comment `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a background
 * thread, instead of each function being compiled on the main thread the first time it runs. The first-load chunks
 * (React, the framework's runtime, the layout's and pages' client components) run nearly all their module factories
 * while the page hydrates, so their lazy compilation was a large part of the main thread's long tasks.
 *
 * Only the chunks a page's HTML names get the hint: the build manifest's root main files and each route's entry
 * chunks (the client reference manifests' `entryJSFiles`). Chunks loaded on first use (the mini-cart, the review
 * form, the validators) stay lazily compiled: most of their functions may never run.
 *
 * Relies on the build's manifests (`rootMainFiles`, the client reference manifests' `entryJSFiles`: ADR 0070);
 * guarded by e2e/http/next-internals.spec.ts 'guard: the first-load scripts a page names carry V8 compile hint'.
 *
 * Run after every `next build` (scripts/processes.ts `nextBuild`, and `npm run build`); idempotent. Alone:
 *   npx tsx scripts/compile-hints.ts [distDir]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as z from 'zod';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()) });
const clientReferenceManifestSchema = z.record(z.string(), z.object({ entryJSFiles: z.record(z.string(), z.array(z.string())) }));

/** The chunk text with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/** The client reference manifest's entries: the file assigns them to `globalThis.__RSC_MANIFEST[route]`. */
export function entryChunksOfManifest(manifestSource: string): string[] {
  const sandbox: { __RSC_MANIFEST?: unknown } = {};
  vm.runInNewContext(manifestSource, sandbox, { timeout: 1_000 });
  const manifest = clientReferenceManifestSchema.parse(sandbox.__RSC_MANIFEST ?? {});
  return Object.values(manifest).flatMap((route) => Object.values(route.entryJSFiles).flat());
}

function clientReferenceManifests(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('_client-reference-manifest.js'))
    .map((entry) => path.join(directory, entry));
}

/** The build's first-load chunks, as paths relative to the build directory (`static/chunks/….js`), sorted. */
export function firstLoadChunks(distDir: string): string[] {
  const buildManifest = buildManifestSchema.parse(JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')));
  const entries = clientReferenceManifests(path.join(distDir, 'server', 'app')).flatMap((file) => entryChunksOfManifest(readFileSync(file, 'utf8')));
  return [...new Set([...buildManifest.rootMainFiles, ...entries])].filter((chunk) => chunk.endsWith('.js')).sort();
}

/** Puts the hint on every first-load chunk of the build in `distDir`; answers how many files it changed. */
export function addCompileHints(distDir: string): { chunks: number; changed: number } {
  const chunks = firstLoadChunks(distDir);
  let changed = 0;
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(file, hinted);
      changed += 1;
    }
  }
  return { chunks: chunks.length, changed };
}

/** Adds the hints to the build in `distDir` and says what it did, for the build's output. */
export function compileHintsReport(distDir: string): string {
  const { chunks, changed } = addCompileHints(distDir);
  return `Compile hints: ${chunks} first-load chunks, ${changed} changed (${distDir}).`;
}

if (require.main === module) {
  console.log(compileHintsReport(path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next')));
}
