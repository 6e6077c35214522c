import type { AppTargets } from './app-targets';
import type { FuzzCase } from './fuzz-case';
import type { Random } from './random';

/** What the generators draw from: the shop hosts (with port), the app's targets and real catalogue paths. */
export type SweepContext = {
  /** Host header values of the shops, e.g. `at.localhost:3400`. */
  hosts: readonly string[];
  targets: AppTargets;
  /** Real public catalogue paths (product, category, brand, content URLs of the seeded database). */
  catalogue: readonly string[];
  /** Public listing paths (a category URL, `/shop-grid-standard/new`, ...). */
  listings: readonly string[];
  /** Largest body a case may carry (the subset in the test suite keeps it small). */
  maxBodyBytes: number;
};

export type CaseGenerator = (random: Random, context: SweepContext) => FuzzCase;

const PARAM_SAMPLES = ['1', '2', '42', '999999999', '0', '-1', 'abc', 'new', 'sale', 'product-1.xml', 'x.png', 'a'.repeat(40), 'sort-price_asc~page-2'];

/** A concrete path of a template: `[id]` and `[...path]` filled with plausible or odd values. */
export function fillTemplate(template: string, random: Random): string {
  return template
    .split('/')
    .map((segment) => {
      if (/^\[\.\.\..+\]$/.test(segment)) return Array.from({ length: 1 + random.int(3) }, () => random.pick(PARAM_SAMPLES)).join('/');
      if (/^\[.+\]$/.test(segment)) return random.pick(PARAM_SAMPLES);
      return segment;
    })
    .join('/');
}

/** A path the app serves or might: a page, a route handler, a static file, a catalogue URL, or a well-known file. */
export function somePath(random: Random, context: SweepContext): string {
  const { targets } = context;
  switch (random.int(6)) {
    case 0:
      return fillTemplate(random.pick(targets.pages), random);
    case 1:
      return fillTemplate(random.pick(targets.routeHandlers).template, random);
    case 2:
      return targets.staticFiles.length > 0 ? random.pick(targets.staticFiles) : '/_next/static/chunks/x.js';
    case 3:
      return context.catalogue.length > 0 ? random.pick(context.catalogue) : '/irgendwas.html';
    case 4:
      return random.pick(['/', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/_next/image', '/bench/blank', '/404', '/server-down', '/manifest.webmanifest']);
    default:
      return random.pick(['/cart', '/contact', '/showrooms', '/search', '/wishlist', '/compare', '/brands', '/api/health', '/media/x.png']);
  }
}

/** Host, a user agent and Accept: the headers every case starts from. */
export function baseHeaders(random: Random, context: SweepContext, host = random.pick(context.hosts)): Array<[string, string]> {
  return [
    ['Host', host],
    ['User-Agent', 'shop-robustness-sweep'],
    ['Accept', random.pick(['*/*', 'text/html', 'application/json', 'text/x-component', 'image/webp'])],
  ];
}
