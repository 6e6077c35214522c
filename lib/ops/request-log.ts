import { splitTarget } from '@/lib/security/path-encoding';
import type { ShopCode } from '@/contract/shops';

/**
 * One JSON line per request (ADR 0065). What it never holds: query values (search terms, e-mail addresses, order
 * hashes, newsletter tokens travel there), the secret part of paths that carry one (password reset and set-password
 * tokens, cart recovery tokens, the guest order link's reference and hash, search terms), cookies, headers.
 */
export type RequestLogEntry = {
  time: Date;
  id: string;
  method: string;
  /** The request-target as it arrived (`/path?query`, or absolute-form). */
  target: string;
  status: number;
  durationMs: number;
  shop: ShopCode | 'none';
  /** Next.js's `x-nextjs-cache` of the answer (HIT, MISS, STALE, REVALIDATED), absent when it was rendered per request. */
  nextCache: string | undefined;
  /** The client went away before the answer was complete. */
  aborted: boolean;
};

export const REQUEST_LOG_MODES = ['json', 'off'] as const;
export type RequestLogMode = (typeof REQUEST_LOG_MODES)[number];

/** REQUEST_LOG (validated by the config schema): default `json` in production, `off` in development and tests. */
export function requestLogMode(env: { REQUEST_LOG?: string; NODE_ENV?: string }): RequestLogMode {
  const value = env.REQUEST_LOG?.trim().toLowerCase();
  if (value === 'json' || value === 'off') return value;
  return env.NODE_ENV === 'production' ? 'json' : 'off';
}

/** First path segments after which the rest of the path is a secret or personal: kept segments, then `:redacted`. */
const SECRET_PATHS: Readonly<Record<string, number>> = {
  'forgot-password': 1,
  'set-password': 1,
  'back-to-cart': 1,
  guest: 2,
  search: 1,
};

/** Longest path and most query names a line holds (a request line may be up to 16 kB). */
const MAX_PATH_LENGTH = 512;
const MAX_QUERY_NAMES = 20;
const MAX_QUERY_NAME_LENGTH = 64;

export const REDACTED = ':redacted';

/** The path of a request-target as a log line holds it: secret segments replaced, bounded. */
export function loggedPath(path: string): string {
  const segments = path.split('/');
  const kept = SECRET_PATHS[(segments[1] ?? '').toLowerCase()];
  const safe = kept !== undefined && segments.length > kept + 1 ? [...segments.slice(0, kept + 1), REDACTED].join('/') : path;
  return safe.length > MAX_PATH_LENGTH ? `${safe.slice(0, MAX_PATH_LENGTH)}…` : safe;
}

/** The names of a query's parameters, each once, in order (never their values). */
export function queryNames(query: string): string[] {
  if (query === '') return [];
  const names = new Set<string>();
  for (const name of new URLSearchParams(query).keys()) {
    if (names.size >= MAX_QUERY_NAMES) break;
    names.add(name.slice(0, MAX_QUERY_NAME_LENGTH));
  }
  return [...names];
}

const NEXT_CACHE_STATES: ReadonlySet<string> = new Set(['HIT', 'MISS', 'STALE', 'REVALIDATED']);

/** The line's cache state: Next's answer from its route cache (hit, miss, stale, revalidated) or `dynamic`. */
export function cacheState(nextCache: string | undefined): string {
  const state = nextCache?.toUpperCase();
  return state !== undefined && NEXT_CACHE_STATES.has(state) ? state.toLowerCase() : 'dynamic';
}

/** The JSON line of one request (without the newline). */
export function requestLogLine(entry: RequestLogEntry): string {
  const { path, query } = splitTarget(entry.target);
  const names = queryNames(query);
  return JSON.stringify({
    time: entry.time.toISOString(),
    id: entry.id,
    method: entry.method.slice(0, 16),
    path: loggedPath(path),
    ...(names.length > 0 ? { query: names } : {}),
    status: entry.status,
    ms: Math.round(entry.durationMs * 10) / 10,
    shop: entry.shop,
    cache: cacheState(entry.nextCache),
    ...(entry.aborted ? { aborted: true } : {}),
  });
}
