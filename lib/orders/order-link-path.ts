/**
 * The order link a page request carries, for the proxy's check of its hash: `/order-placed`, `/order-failed` and
 * `/checkout/processing` carry it as `?order={ref}&h={hash}`, the guest order page as `/guest/invoice/{ref}/{hash}`.
 * `null`: the path is no order page; a page without both parts gets empty strings (which never check).
 */
const QUERY_PAGES: ReadonlySet<string> = new Set(['/order-placed', '/order-failed', '/checkout/processing']);

export function orderLinkOfRequest(pathname: string, query: URLSearchParams): { ref: string; hash: string } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (QUERY_PAGES.has(path)) return { ref: query.get('order') ?? '', hash: query.get('h') ?? '' };
  const guest = /^\/guest\/invoice\/([^/]+)\/([^/]+)$/.exec(path);
  if (!guest) return null;
  try {
    return { ref: decodeURIComponent(guest[1] ?? ''), hash: decodeURIComponent(guest[2] ?? '') };
  } catch {
    return { ref: '', hash: '' };
  }
}
