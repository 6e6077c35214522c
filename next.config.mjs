import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import headerRules from './lib/security/header-rules.cjs';

// Messages are precompiled at build time (next-intl's catalog loader), so the browser gets the small formatter of
// precompiled messages instead of the ICU parser (about 10 kB gzip less on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * Turbopack resolves only inside its root (by default this directory). A work tree whose node_modules is a symlink
 * to another checkout's needs a root that holds both: their common ancestor. Without a symlink this is the project
 * directory itself, Turbopack's default.
 */
function turbopackRoot() {
  const project = fileURLToPath(new URL('.', import.meta.url)).replace(/\/+$/, '');
  let modules;
  try {
    modules = path.dirname(realpathSync(path.join(project, 'node_modules')));
  } catch {
    return project;
  }
  let root = project;
  while (path.relative(root, modules).startsWith('..')) root = path.dirname(root);
  return root;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds of this tree live side by side (for example a second e2e stack); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm test` type-checks the whole tree (`npm run typecheck`) right before it builds for the journeys, and says so
  // with NEXT_BUILD_TYPECHECKED=1 (scripts/test-all.ts); every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECKED === '1' },
  poweredByHeader: false,
  turbopack: { root: turbopackRoot() },
  // Next computes an ETag by hashing the whole HTML of every response in JavaScript, cached pages included; on a
  // 75 KB catalogue page that hash is a large share of the serving cost (ADR 0011). Cached pages carry
  // s-maxage/stale-while-revalidate, which is what caches in front of the shop use.
  generateEtags: false,
  // The storefront's route and data cache (ADR 0063): in this process without REDIS_URL, in Redis with it; tags are
  // checked on every read, so a revalidation on one instance reaches all. It keeps each cached page's HTML as an
  // ASCII string (ADR 0018) with its policy in the entry's headers (ADR 0020). Next.js keeps no memory cache of its
  // own in front of a custom handler (outside minimal mode), so `cacheMaxMemorySize` needs no change.
  cacheHandler: fileURLToPath(new URL('./lib/cache/route-cache-handler.cjs', import.meta.url)),
  // Product images come from the backend through the storefront's own /media route (app/media), so the browser
  // never talks to the backend and the image optimizer reads same-origin paths.
  images: {
    formats: ['image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1440, 1920],
    imageSizes: [32, 64, 96, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    localPatterns: [{ pathname: '/media/**' }],
  },
  experimental: {
    optimizePackageImports: ['zod'],
  },
  // Security headers on every response, and the policy that runs nothing on every response that is no page; pages
  // get their Content-Security-Policy from their route cache entry or from the proxy (ADR 0020).
  headers: async () => headerRules.securityHeaderRules(),
};

export default withNextIntl(nextConfig);
