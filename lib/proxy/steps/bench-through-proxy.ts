import { NextResponse } from 'next/server';
import type { ProxyStep } from '../proxy-step';
import { serverDown } from '../responses';
import { backendAllows } from '../serve-route';

/**
 * `npm run bench` compares cached pages with a blank page behind this proxy, like every page: `/bench/through-proxy`
 * takes a known route's steps (shop by host, backend health, rewrite) to the blank prerendered page, which is
 * otherwise outside the matcher (ADR 0017). The step exists only when the server was started with
 * STOREFRONT_BENCH_ROUTES=1 (scripts/bench.ts does); in a production start the path is an unknown URL like any other.
 */
export const BENCH_THROUGH_PROXY = '/bench/through-proxy';
const BENCH_BLANK = '/bench/blank';

export const benchThroughProxyStep: ProxyStep = {
  name: 'bench-through-proxy',
  run: async (input) => {
    if (input.request.nextUrl.pathname !== BENCH_THROUGH_PROXY) return null;
    if (!(await backendAllows(input, BENCH_BLANK))) return serverDown(input.request);
    const url = input.request.nextUrl.clone();
    url.pathname = BENCH_BLANK;
    return NextResponse.rewrite(url);
  },
};

/** Whether the bench's routes are on (an explicit start flag, never set by `npm start` or a production deployment). */
export function benchRoutesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.STOREFRONT_BENCH_ROUTES === '1';
}
