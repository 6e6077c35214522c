import type { Breadcrumb, Event } from '@sentry/nextjs';

/**
 * Keeps personal data and secrets out of error reports (ADR 0060), on the server and in the browser alike: one pure
 * pass over an event (error or transaction) and over each breadcrumb before the SDK sends it.
 * - values under a sensitive key (cookies, authorization, tokens, e-mail, names, phone, postal address, cart ids,
 *   client IP headers) become FILTERED wherever they stand (request headers and data, extra, contexts, breadcrumb data);
 * - in every string: e-mail addresses, bearer tokens, JWTs, the secret query parameters of URLs and the secret path
 *   segments of the shop's one-time and order links (`/guest/invoice/{ref}/{hash}`, `/set-password/{token}`...);
 * - console breadcrumbs keep only their level (free text may name anyone); the user (id, IP, e-mail) is dropped.
 */

export const FILTERED = '[Filtered]';

/** Keys whose value is personal or secret, compared without case, '-', '_' or '.' (`thelia.cart_id` → theliacartid). */
const SENSITIVE_KEYS = new Set([
  'cookie', 'cookies', 'setcookie', 'authorization', 'proxyauthorization', 'xapikey', 'apikey', 'key',
  'xforwardedfor', 'xrealip', 'forwarded', 'cfconnectingip', 'trueclientip', 'ipaddress', 'ip',
  'token', 'accesstoken', 'refreshtoken', 'idtoken', 'sessiontoken', 'csrftoken', 'password', 'passwordconfirm', 'secret', 'clientsecret',
  'email', 'mail', 'emailaddress', 'login', 'username',
  'firstname', 'lastname', 'fullname', 'customername', 'company',
  'phone', 'cellphone', 'mobile', 'phonenumber', 'telephone',
  'street', 'address', 'address1', 'address2', 'address3', 'addressline1', 'addressline2', 'zip', 'zipcode', 'postcode', 'postalcode', 'city',
  'cart', 'cartid', 'theliacartid', 'iban', 'vatnumber', 'h', 'hash',
]);

/** Query parameters of URLs whose value is secret or personal (order link hash, payment return tokens, e-mail...). */
const SECRET_QUERY = ['token', 'h', 'hash', 'key', 'code', 'state', 'payerid', 'session_id', 'email', 'mail', 'name', 'firstname', 'lastname', 'phone', 'street', 'address', 'zipcode', 'city', 'password', 'secret', 'signature', 'sig', 'cart', 'cart_id'];

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;
const QUERY = new RegExp(`((?:^|[?&;])(?:${SECRET_QUERY.join('|')})=)[^&#;\\s"'<>]*`, 'gi');
/** One-time links with their secret as the last path segment; the guest invoice has the order's hash after its reference. */
const LINK_TOKEN = /(\/(?:forgot-password|set-password|back-to-cart|newsletter-unsubscribe)\/)[^/?#\s"'<>]+/gi;
const INVOICE_HASH = /(\/guest\/invoice\/[^/?#\s"'<>]+\/)[^/?#\s"'<>]+/gi;

function normalizedKey(key: string): string {
  return key.toLowerCase().replace(/[-_.\s]/g, '');
}

/** A sensitive key, also as the last part of a dotted attribute name (`http.request.header.cookie`, `thelia.cart_id`). */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(normalizedKey(key)) || SENSITIVE_KEYS.has(normalizedKey(key.slice(key.lastIndexOf('.') + 1)));
}

/** A string with every e-mail, bearer token, JWT, secret query value and secret link segment replaced. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(QUERY, `$1${FILTERED}`)
    .replace(LINK_TOKEN, `$1${FILTERED}`)
    .replace(INVOICE_HASH, `$1${FILTERED}`)
    .replace(EMAIL, FILTERED);
}

/** Most levels a value is walked into (events are JSON of bounded depth; this only stops cycles and freaks). */
const MAX_DEPTH = 12;

/** A deep copy of a JSON-like value with sensitive keys filtered and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) {
    // A [name, value] pair (query strings and headers the SDK sends as lists of pairs).
    if (value.length === 2 && typeof value[0] === 'string' && isSensitiveKey(value[0])) return [value[0], FILTERED];
    return value.map((item: unknown) => scrubValue(item, depth + 1));
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = isSensitiveKey(key) && item !== null && item !== undefined ? FILTERED : scrubValue(item, depth + 1);
  }
  return result;
}

/**
 * Parts of an event the SDK fills itself and that hold no personal data under the keys above but do use some of those
 * names (the SDK's `name`, a frame's `filename`, the OS `name`): walked for strings only.
 */
const STRINGS_ONLY = new Set(['sdk', 'exception', 'threads', 'debug_meta', 'spans', 'measurements']);

function scrubStringsOnly(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubStringsOnly(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubStringsOnly(item, depth + 1)]));
}

/** The event without personal data or secrets (a new object; the SDK's is left alone). */
export function scrubEvent<E extends Event>(event: E): E {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) {
    if (key === 'user') continue;
    if (key === 'breadcrumbs' && Array.isArray(value)) {
      result[key] = value.map((breadcrumb: Breadcrumb) => scrubBreadcrumb(breadcrumb));
      continue;
    }
    if (key === 'spans' && Array.isArray(value)) {
      // A span's `data` carries URLs and request attributes under keys like `url` and `http.query`.
      result[key] = value.map((span: unknown) => scrubValue(span));
      continue;
    }
    result[key] = STRINGS_ONLY.has(key) ? scrubStringsOnly(value) : scrubValue(value);
  }
  return result as E;
}

/**
 * The breadcrumb without personal data or secrets (a fetch's URL, a navigation's from and to). A console line may hold
 * anything in free text (a name, a street): only its level is kept.
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  if (breadcrumb.category === 'console') {
    const { data: _data, ...rest } = breadcrumb;
    return { ...(scrubValue(rest) as Breadcrumb), message: FILTERED };
  }
  return scrubValue(breadcrumb) as Breadcrumb;
}

/** A span as the SDK streams it (the default trace lifecycle of SDK 11): its name and typed attributes. */
type StreamedSpan = { name: string; attributes?: Record<string, unknown> };

/**
 * A streamed span without personal data or secrets: its name scrubbed, a sensitive attribute's value replaced (the
 * attribute keeps its `{ value, type }` shape), every other attribute's strings scrubbed.
 */
export function scrubStreamedSpan<S extends StreamedSpan>(span: S): S {
  if (!span.attributes) return { ...span, name: scrubText(span.name) };
  const attributes = Object.fromEntries(
    Object.entries(span.attributes).map(([key, attribute]) => [key, isSensitiveKey(key) ? { value: FILTERED, type: 'string' } : scrubValue(attribute)]),
  );
  return { ...span, name: scrubText(span.name), attributes };
}

/** rrweb's event types the replay records: 4 Meta (the page's `href`), 5 Custom (breadcrumbs and network spans). */
const RECORDING_META = 4;
const RECORDING_CUSTOM = 5;

/**
 * A session replay's recording event without secrets in its URLs (beforeAddRecordingEvent): the page address of a
 * meta event, and the breadcrumbs and network spans of custom events. Snapshots of the page are left alone: their
 * text and inputs are masked by the recorder itself (REPLAY_PRIVACY).
 */
export function scrubRecordingEvent<R extends { type: number; data?: unknown }>(event: R): R {
  if (event.type === RECORDING_META || event.type === RECORDING_CUSTOM) return { ...event, data: scrubValue(event.data) };
  return event;
}

/** The replay's own event (its `urls`, `request`) passes no beforeSend: an event processor scrubs it. */
export function scrubReplayEvent<E extends Event>(event: E): E {
  return event.type === 'replay_event' ? scrubEvent(event) : event;
}
