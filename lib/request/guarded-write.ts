import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { RequestContext } from './request-context';
import { routeContext } from './server';
import { readBodyWithin, refuseWrite, type WriteRule } from './write-guard';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** What a guarded write handler gets: its request, the request context and the parsed JSON body (undefined: none or not JSON). */
export type GuardedWrite<P> = { request: NextRequest; context: RequestContext; body: unknown; params: P };

/**
 * The one wrapper of every state-changing route handler: it refuses a cross-site request (403), a body that is not the
 * expected type (415) or larger than the limit (413, checked before and while reading), builds the request context
 * (400 for a bad `?country=`), parses the JSON body, and only then calls the handler. Refusals are `{error}` JSON and
 * change nothing.
 */
export function guardedWrite<P = Record<string, never>>(
  rule: WriteRule & { withCountry?: boolean },
  handler: (write: GuardedWrite<P>) => Promise<Response>,
): (request: NextRequest, segment: { params: Promise<P> }) => Promise<Response> {
  return async (request, segment) => {
    const context = routeContext(request, { withCountry: rule.withCountry ?? false });
    if (!context.ok) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
    const refusal = refuseWrite({ headers: request.headers, host: context.data.host, trustedOrigins: context.data.trustedOrigins }, rule);
    if (refusal) return NextResponse.json({ error: refusal.error }, { status: refusal.status, headers: NO_STORE });
    let body: unknown;
    if (rule.body === 'json') {
      const text = await readBodyWithin(request.body, rule.maxBytes);
      if (!text.ok) return NextResponse.json({ error: 'payload-too-large' }, { status: 413, headers: NO_STORE });
      try {
        body = JSON.parse(text.data) as unknown;
      } catch {
        body = undefined;
      }
    }
    return handler({ request, context: context.data, body, params: await segment.params });
  };
}
