import type { GateAnswer, HeaderLookup } from './gate-answer';
import { isValidForwardedHost, isValidHost } from './host-header';
import { methodPolicy } from './allowed-methods';
import { isWellFormedPath, splitTarget } from './path-encoding';
import { isPlainMediaUrl } from '@/lib/media/media-path';
import { checkServerActionHeaders, serverActionKind } from './server-action-guard';

/**
 * The request gate: what every request must satisfy before Next.js handles it, decided from the request line and the
 * headers alone. Null lets the request through; otherwise the answer to send (empty body):
 * - a path with raw non-ASCII or control characters, or a `%` escape that does not decode to UTF-8 or decodes to a
 *   control character: 400 (path-encoding.ts);
 * - a Host that is not `host[:port]` (port up to 65535), or an X-Forwarded-Host that is not a list of such: 400;
 * - OPTIONS: 204 with the path's `Allow`; a method the path does not serve (TRACE, PROPFIND, PUT on a page, DELETE on
 *   a GET-only route handler, anything but GET and HEAD on static files): 405 with `Allow`;
 * - a POST to a page: only as a server action, with the header checks of server-action-guard.ts (403, 400, 413, 415);
 * - `/_next/image` with a local `url` that is not a file the media route serves: 400 (the image optimizer fetches the
 *   URL from this server and passes on any other answer, 500 included).
 * Installed before Next.js by instrumentation.ts (lib/security/http-guard.ts); see docs/adr/0022.
 */
export type GateRequest = { method: string; target: string; header: HeaderLookup };

export function gateRequest({ method, target, header }: GateRequest): GateAnswer | null {
  if (target === '*') {
    return method === 'OPTIONS' ? { status: 204, reason: 'OPTIONS of the server', headers: { Allow: 'GET, HEAD, OPTIONS' } } : { status: 400, reason: 'asterisk target without OPTIONS' };
  }
  const { authority, path, query } = splitTarget(target);
  if (!path.startsWith('/') || !isWellFormedPath(path)) return { status: 400, reason: 'malformed request path' };
  const host = header('host');
  if (host === undefined || !isValidHost(host) || (authority !== null && !isValidHost(authority))) return { status: 400, reason: 'invalid Host header' };
  const forwardedHost = header('x-forwarded-host');
  if (forwardedHost !== undefined && !isValidForwardedHost(forwardedHost)) return { status: 400, reason: 'invalid X-Forwarded-Host header' };

  if (path === '/_next/image') {
    const url = new URLSearchParams(query).get('url');
    if (url?.startsWith('/') && !isPlainMediaUrl(url)) return { status: 400, reason: 'image URL that is no media file' };
  }

  const policy = methodPolicy(path);
  const allow = policy.allow.join(', ');
  if (method === 'OPTIONS') return { status: 204, reason: 'OPTIONS', headers: { Allow: allow } };
  if (policy.allow.includes(method)) return null;
  if (policy.pathClass === 'page' && method === 'POST') {
    const kind = serverActionKind(method, header);
    if (kind !== 'none') return checkServerActionHeaders(kind, header);
  }
  return { status: 405, reason: `${method} not served here`, headers: { Allow: allow } };
}
