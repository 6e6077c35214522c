import { NextResponse, type NextRequest } from 'next/server';

/**
 * A server error on demand for the error-reporting journey (e2e/error-reporting.spec.ts, ADR 0060): exists only when
 * the server was started with STOREFRONT_ERROR_PROBE=1 (that journey's own stack does; never `npm start` or a
 * production deployment), else it is an unknown path like any other (404). Its error message carries the request's
 * path and query, as a careless error message would, so the journey can check the scrubber on a real report.
 */
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Response {
  if (process.env.STOREFRONT_ERROR_PROBE !== '1') return NextResponse.json({ error: 'Not Found' }, { status: 404 });
  throw new Error(`Error probe failed at ${request.nextUrl.pathname}${request.nextUrl.search}`);
}
