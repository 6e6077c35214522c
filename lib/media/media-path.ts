/**
 * The media route's rules (app/media/[...path]/route.ts): which paths it forwards to the backend's `/media/`, and what
 * it answers for the backend's refusals.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_SEGMENTS = 8;

/**
 * The backend path for the route's (decoded) segments, or null: only plain names of letters, digits, `.`, `_` and
 * `-`, not starting with a dot and without `..` anywhere, so no path can name a hidden file or leave the media folder
 * (an encoded `%2F` or `%2e%2e` arrives decoded and fails the same test).
 */
export function backendMediaPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) return null;
  return `/media/${segments.join('/')}`;
}

/**
 * Whether a local image URL (the `url` of `/_next/image`) names a file the media route would forward: the image
 * optimizer fetches it from this server and passes any other answer on (a redirect, the 503 page, or 500), so only
 * these reach it (request-gate.ts).
 */
export function isPlainMediaUrl(url: string): boolean {
  if (!url.startsWith('/media/') || /[?#]/.test(url)) return false;
  return backendMediaPath(url.slice('/media/'.length).split('/')) !== null;
}

/**
 * The route's status for a backend answer that is not a file: the backend's refusals of a path (400, 403, 404, 410, ...)
 * mean there is no such file (404); only a failing backend (5xx) is a bad gateway (502).
 */
export function statusForUpstreamFailure(upstreamStatus: number): 404 | 502 {
  return upstreamStatus >= 500 ? 502 : 404;
}
