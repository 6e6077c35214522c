import { readProcessGlobal } from '@/lib/process/process-globals.cjs';

/**
 * Whether the route cache holds a page, asked by the proxy only while the backend is down (a cached page is then
 * served as it is; anything else gets the server-down page). The answer comes from the storefront's own cache handler
 * (lib/cache/route-cache-handler.cjs, ADR 0063): in this process, or in Redis with REDIS_URL. Next.js loads the handler
 * outside the bundler and the proxy is a separate bundle in the same process, so the handler registers its route
 * cache as a process global (lib/process/process-globals.cjs). Before the first request has loaded the handler
 * nothing is cached in this process yet, and the answer is no.
 */
export type RouteCachePresence = { has: (pathname: string) => Promise<boolean> };

export const routeCachePresence: RouteCachePresence = {
  async has(pathname) {
    if (!pathname.startsWith('/') || pathname.includes('..') || pathname.includes('\0')) return false;
    const cache = readProcessGlobal('routeCache');
    return cache ? cache.hasPage(pathname) : false;
  },
};
