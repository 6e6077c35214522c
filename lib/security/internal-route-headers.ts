import type { ServerResponse } from 'node:http';
import { INTERNAL_ROUTE_HEADERS_MARKER as HIDDEN } from '@/lib/process/process-globals.cjs';

/**
 * Response headers in which Next.js 16 names the internal route a request was rewritten to (`/de-AT/view/product/1`):
 * `x-middleware-rewrite` on every answer the proxy rewrote, and `x-nextjs-rewritten-path` / `-query` on RSC
 * requests. Next.js's router sets them on the Node.js response itself after the proxy has run, so neither the
 * proxy nor next.config can remove them.
 * The browser's router reads the last two only to fill in route parameters a per-segment prefetch leaves out
 * (`cacheComponents`) and for optimistic routing (`experimental.optimisticRouting`); the storefront uses neither,
 * and its internal routes carry every parameter in their path (ADR 0020).
 * Relies on Next.js setting them through `setHeader`/`appendHeader` of a `node:http` response (ADR 0070); guarded by
 * e2e/http/security-headers.spec.ts 'every kind of response carries the security headers and a policy, and none names
 * the internal route' (it refuses any header naming an internal path, whatever a later Next.js calls it).
 */
export const INTERNAL_ROUTE_HEADERS: ReadonlySet<string> = new Set(['x-middleware-rewrite', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query']);


type ResponsePrototype = {
  setHeader(name: string, value: number | string | readonly string[]): ServerResponse;
  appendHeader(name: string, value: string | readonly string[]): ServerResponse;
  [HIDDEN]?: true;
};

/**
 * Makes every Node.js response of this process drop the headers above when they are set, whoever sets them.
 * Called once when the server starts (instrumentation.ts); calling it again changes nothing.
 */
export function hideInternalRouteHeaders(prototype: ResponsePrototype): void {
  if (prototype[HIDDEN]) return;
  const setHeader = prototype.setHeader;
  const appendHeader = prototype.appendHeader;
  prototype.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return INTERNAL_ROUTE_HEADERS.has(name.toLowerCase()) ? this : setHeader.call(this, name, value);
  };
  prototype.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    return INTERNAL_ROUTE_HEADERS.has(name.toLowerCase()) ? this : appendHeader.call(this, name, value);
  };
  prototype[HIDDEN] = true;
}
