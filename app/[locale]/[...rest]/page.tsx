import { notFound } from 'next/navigation';

/**
 * A path below a known route that no page serves: the not-found page with status 404. The proxy sends such paths to
 * the not-found page itself (lib/routing/known-routes.ts); this route is rendered per request and never cached, so no
 * junk path can add a route-cache entry.
 */
export const dynamic = 'force-dynamic';

export default function UnknownRoute(): never {
  notFound();
}
