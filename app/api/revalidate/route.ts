import { revalidateTag } from 'next/cache';
import { serverConfig } from '@/lib/env/server-config';
import { handleRevalidate } from '@/lib/revalidate/handle-revalidate';
import { expireProcessLookups } from '@/lib/routing/lookup-invalidation';

export const dynamic = 'force-dynamic';

/**
 * Signed on-demand revalidation (docs/adr/0010): drops the cache tags of a changed product, category, brand, content,
 * config or menu. `{ expire: 0 }` expires the tagged data and every route-cache page rendered with it at once, so the
 * next request renders the page anew instead of serving the stale copy once (the 'max' profile would). The proxy's
 * lookups of this instance expire at once; other instances hear of it through Redis (ADR 0064).
 */
export async function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    secret: serverConfig().revalidateSecret,
    nowMs: Date.now(),
    dropTag: (tag) => revalidateTag(tag, { expire: 0 }),
    expireLookups: expireProcessLookups,
  });
}
