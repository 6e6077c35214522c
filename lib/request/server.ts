import 'server-only';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { serverConfig } from '@/lib/env/server-config';
import { buildRequestContext, type ContextProblem, type RequestContext } from './request-context';
import type { Result } from '@/lib/api/result';
import { shopOfRequest } from '@/lib/shop/request-shop';
import type { Shop } from '@/contract/shops';

/** The context of a route handler's request (with its `?country=` when `withCountry`). */
export function routeContext(request: NextRequest, options: { withCountry?: boolean } = {}): Result<RequestContext, ContextProblem> {
  return buildRequestContext(
    {
      headers: request.headers,
      cookie: (name) => request.cookies.get(name)?.value,
      country: options.withCountry ? request.nextUrl.searchParams.get('country') : null,
    },
    serverConfig(),
    process.env.PORT,
  );
}

/**
 * The context of a server action's or a dynamic page's request (never of a cached catalogue page: reading headers
 * and cookies would make it dynamic).
 */
export async function requestContext(): Promise<RequestContext> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const built = buildRequestContext({ headers: headerList, cookie: (name) => cookieStore.get(name)?.value }, serverConfig(), process.env.PORT);
  // Without a country parameter the context cannot fail.
  if (!built.ok) throw new Error(`request context: ${built.error}`);
  return built.data;
}

/** The shop of a route handler's request (for handlers that need nothing else of the context). */
export function routeShop(request: Request): Shop {
  return shopOfRequest(request.headers, serverConfig());
}
