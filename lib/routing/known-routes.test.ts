import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_ROUTE_SEGMENTS, ROUTE_SHAPES } from './known-routes';

const LOCALE_DIR = path.join(__dirname, '..', '..', 'app', '[locale]');
/** Folders of app/[locale] that are not public first segments: internal rewrite targets, the catch-all, helpers. */
const NOT_PUBLIC = new Set(['view', '[...rest]', '_components', 'not-found']);

function servesRequests(dir: string): boolean {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.some((entry) => entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name))) return true;
  return entries.some((entry) => entry.isDirectory() && servesRequests(path.join(dir, entry.name)));
}

describe('route shapes of the proxy', () => {
  test('every public route of app/[locale] is a known route with a shape, or the proxy would answer it with 404', () => {
    const routes = readdirSync(LOCALE_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_PUBLIC.has(entry.name) && servesRequests(path.join(LOCALE_DIR, entry.name)))
      .map((entry) => entry.name);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect({ route, known: KNOWN_ROUTE_SEGMENTS.has(route), shaped: Object.hasOwn(ROUTE_SHAPES, route) }).toEqual({ route, known: true, shaped: true });
    }
  });

  test('every shaped route is a known first segment served by app/[locale] (product: by the proxy itself)', () => {
    for (const route of Object.keys(ROUTE_SHAPES)) {
      expect({ route, known: KNOWN_ROUTE_SEGMENTS.has(route) }).toEqual({ route, known: true });
      if (route !== 'product') expect({ route, served: existsSync(path.join(LOCALE_DIR, route)) }).toEqual({ route, served: true });
    }
  });
});
