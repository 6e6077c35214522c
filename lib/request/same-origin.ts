/**
 * Whether a state-changing request comes from the shop's own pages. Browsers send `Sec-Fetch-Site` (all current ones)
 * and `Origin` (on every POST, PUT, PATCH, DELETE made by fetch or a form); a request from another site carries
 * `cross-site` / `same-site` and a foreign Origin. Requests with neither header are not from a browser page (curl,
 * server-to-server) and cannot carry a shopper's cookies to us by accident, so they pass; JSON routes additionally
 * require `Content-Type: application/json`, which no cross-site form can send without a CORS preflight we never allow.
 */
export type OriginInput = {
  secFetchSite: string | null;
  origin: string | null;
  /** The request's own host (lib/request/request-host.ts). */
  host: string | null;
  /** The configured public origins of the shops. */
  trustedOrigins: readonly string[];
};

export function isSameOriginRequest({ secFetchSite, origin, host, trustedOrigins }: OriginInput): boolean {
  if (secFetchSite !== null) {
    const site = secFetchSite.trim().toLowerCase();
    if (site !== 'same-origin' && site !== 'none') return false;
  }
  if (origin === null) return true;
  if (trustedOrigins.includes(origin.replace(/\/+$/, ''))) return true;
  if (host === null) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host.toLowerCase() === host;
}
