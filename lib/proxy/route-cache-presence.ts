import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether the route cache holds a page, asked by the proxy only while the backend is down (a cached page is then
 * served as it is; anything else gets the server-down page). Next.js 16 stores a page's HTML under
 * `{distDir}/server/route-cache/APP_PAGE/{hash of the source route}/${pathname}.html` (file-system cache, also ours:
 * lib/cache/ascii-cache-handler.cjs); the source routes are few, so a look costs a few `stat` calls.
 */
export class RouteCachePresence {
  private readonly root: string;

  constructor(distDir = process.env.NEXT_DIST_DIR || '.next', cwd = process.cwd()) {
    this.root = path.join(cwd, distDir, 'server', 'route-cache', 'APP_PAGE');
  }

  has(pathname: string): boolean {
    if (!pathname.startsWith('/') || pathname.includes('..') || pathname.includes('\0')) return false;
    let owners: string[];
    try {
      owners = readdirSync(this.root);
    } catch {
      return false;
    }
    const file = `$${pathname === '/' ? '/index' : pathname}.html`;
    return owners.some((owner) => existsSync(path.join(this.root, owner, file)));
  }
}
