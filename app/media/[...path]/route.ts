import { serverConfig } from '@/lib/env/server-config';

/**
 * Backend media (product images, logos, documents) served under the storefront's own origin, so the browser never
 * calls the backend and next/image optimizes same-origin paths. Only plain path segments are forwarded.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const safe = path.every((segment) => /^[A-Za-z0-9._-]{1,200}$/.test(segment) && segment !== '..' && segment !== '.');
  if (!safe || path.length > 8) return new Response('Not found', { status: 404 });
  let upstream: Response;
  try {
    upstream = await fetch(`${serverConfig().apiUrl}/media/${path.join('/')}`, {
      next: { revalidate: 86_400 },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return new Response('Media unavailable', { status: 503 });
  }
  if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
