/**
 * Whether a request path (as it arrives, before anything decodes it) is well-formed: only printable ASCII (RFC 3986:
 * anything else must be percent-encoded), every `%` starting an escape that decodes to UTF-8, and no escaped control
 * character (`%00`, `%0A`, ...; no URL of the shop has one, and a decoded NUL breaks file paths of Next.js's route
 * cache). Next.js decodes paths in several places and answers a path it cannot decode with 500, so such paths are
 * refused before it sees them.
 */
export function isWellFormedPath(path: string): boolean {
  if (!/^[\x21-\x7e]*$/.test(path)) return false;
  if (!path.includes('%')) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !/[\u0000-\u001f\u007f]/.test(decoded);
}

/**
 * The parts of a request-target: `/a/b?x=1` → path `/a/b`, query `x=1`; an absolute-form target (`http://host/a`, as
 * proxies send it) also names its authority.
 */
export function splitTarget(target: string): { authority: string | null; path: string; query: string } {
  const hash = target.indexOf('#');
  const withoutFragment = hash < 0 ? target : target.slice(0, hash);
  const mark = withoutFragment.indexOf('?');
  const beforeQuery = mark < 0 ? withoutFragment : withoutFragment.slice(0, mark);
  const query = mark < 0 ? '' : withoutFragment.slice(mark + 1);
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/([^/]*)/i.exec(beforeQuery);
  if (absolute) return { authority: absolute[1] ?? '', path: beforeQuery.slice(absolute[0].length) || '/', query };
  return { authority: null, path: beforeQuery, query };
}
