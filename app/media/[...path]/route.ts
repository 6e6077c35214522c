import { serverConfig } from '@/lib/env/server-config';
import { backendMediaPath, statusForUpstreamFailure } from '@/lib/media/media-path';

/**
 * Backend media (product images, logos, documents) served under the storefront's own origin, so the browser never
 * calls the backend and next/image optimizes same-origin paths. Only plain file names below the media folder are
 * forwarded (lib/media/media-path.ts); anything else, and a path the backend refuses, is 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const mediaPath = backendMediaPath((await params).path);
  if (mediaPath === null) return new Response('Not found', { status: 404 });
  let upstream: Response;
  try {
    upstream = await fetch(`${serverConfig().apiUrl}${mediaPath}`, {
      next: { revalidate: 86_400 },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return new Response('Media unavailable', { status: 503 });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return new Response('Not found', { status: statusForUpstreamFailure(upstream.status) });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
