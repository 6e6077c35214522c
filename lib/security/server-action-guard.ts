import type { GateAnswer, HeaderLookup } from './gate-answer';

/**
 * Checks of a POST that Next.js would treat as a server action, made before Next.js handles it: Next.js answers 500
 * to a foreign or unparsable Origin, to a body it cannot decode (broken multipart, JSON it cannot parse, a reply that
 * refers to parts that are not there) and to a body over its 1 MB limit.
 *
 * The shop's server actions are all form actions (`useActionState` with a FormData argument), which React posts as
 * `multipart/form-data`: with JavaScript as a fetch action (`Next-Action` header, the arguments encoded as a reply
 * whose root is form field `0`), without it as a form post naming the action in `$ACTION_` fields. Anything else is
 * refused: a foreign Origin 403, a body that is not multipart 415, a malformed one 400, too large 413, and a POST to a
 * page that is no action at all 405.
 *
 * Where it runs: `checkServerActionHeaders` in the request gate (lib/security/request-gate.ts, installed before
 * Next.js by instrumentation.ts), `checkServerActionForm` in proxy.ts (lib/security/server-action-body.ts), which can
 * read the body.
 */
export type ServerActionKind = 'fetch-action' | 'form-post' | 'none';

/** Next.js's default `serverActions.bodySizeLimit`. */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;
/** Next.js's limit on the number of arguments of an action call. */
export const SERVER_ACTION_ARGS_LIMIT = 1000;
/** A server reference id as Next.js makes them: 42 lower-case hex digits. */
const ACTION_ID = /^[0-9a-f]{42}$/;
const PAGE_ALLOW = 'GET, HEAD, OPTIONS';

/** Whether a request is a server action as Next.js sees it (mirrors Next.js's getServerActionRequestMetadata). */
export function serverActionKind(method: string, header: HeaderLookup): ServerActionKind {
  if (method !== 'POST') return 'none';
  if (header('next-action') !== undefined) return 'fetch-action';
  // Next.js also treats an url-encoded POST as a possible action, but never runs one from it: for the gate it is a
  // plain POST to a page.
  return header('content-type')?.startsWith('multipart/form-data') ? 'form-post' : 'none';
}

type ContentType = { type: string; params: Map<string, string[]> };

/** `multipart/form-data; boundary="a b"` → type and parameters (names lower-cased, quotes removed). */
export function parseContentType(value: string): ContentType {
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string[]>();
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    let paramValue = part.slice(eq + 1).trim();
    if (paramValue.length >= 2 && paramValue.startsWith('"') && paramValue.endsWith('"')) paramValue = paramValue.slice(1, -1);
    params.set(name, [...(params.get(name) ?? []), paramValue]);
  }
  return { type: type.trim().toLowerCase(), params };
}

/** RFC 2046: 1 to 70 characters of digits, letters and `'()+_,-./:=? `, not ending in a space. */
export function isValidBoundary(boundary: string): boolean {
  return /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary);
}

/** The host an Origin must name (Next.js compares it with the forwarded host, else the Host header). */
function expectedHost(header: HeaderLookup): string | undefined {
  const forwarded = header('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || header('host');
}

function originRefusal(header: HeaderLookup): GateAnswer | null {
  const origin = header('origin');
  // Browsers send an Origin with every POST; without one Next.js lets the request through, and so does the gate.
  if (origin === undefined) return null;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return { status: 403, reason: 'server action from an origin that is not a URL' };
  }
  if (origin === 'null' || originHost === '' || originHost !== expectedHost(header)) return { status: 403, reason: 'server action from a foreign origin' };
  return null;
}

/** What can be decided from the headers alone; null lets the request through to the body check and Next.js. */
export function checkServerActionHeaders(kind: ServerActionKind, header: HeaderLookup): GateAnswer | null {
  if (kind === 'none') return null;
  const origin = originRefusal(header);
  if (origin) return origin;
  if (kind === 'fetch-action' && !ACTION_ID.test(header('next-action') ?? '')) return { status: 400, reason: 'malformed server action id' };
  const contentType = parseContentType(header('content-type') ?? '');
  if (contentType.type !== 'multipart/form-data') return { status: 415, reason: 'server action body is not multipart/form-data', headers: { 'Accept-Post': 'multipart/form-data' } };
  const boundaries = contentType.params.get('boundary') ?? [];
  if (boundaries.length !== 1 || !isValidBoundary(boundaries[0] ?? '')) return { status: 400, reason: 'multipart body without one valid boundary' };
  const length = header('content-length');
  if (length !== undefined && Number(length) > SERVER_ACTION_BODY_LIMIT) return { status: 413, reason: 'server action body over 1 MB' };
  return null;
}

/** The form of a server action as parsed by the proxy: its fields (files as `null`), or `malformed` when it did not parse. */
export type ParsedActionForm = { fields: ReadonlyArray<readonly [string, string | null]> } | 'malformed' | 'too-large';

/** References a plain call may hold: escaped `$$` strings, FormData arguments, and values JSON cannot carry. */
const PLAIN_REFERENCE = /^\$(?:\$[\s\S]*|K\d{1,6}|undefined|-0|NaN|Infinity|-Infinity|D[0-9TZ:.+-]{0,40})$/;

function isPlainValue(value: unknown, depth: number): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_REFERENCE.test(value);
  if (Array.isArray(value)) return value.every((item) => isPlainValue(item, depth + 1));
  if (value !== null && typeof value === 'object') return Object.values(value).every((item) => isPlainValue(item, depth + 1));
  return true;
}

/**
 * Whether a reply (the JSON list of an action's arguments) holds only plain values: what a form action call encodes.
 * References to streams, promises, blobs, other server functions or outlined parts are what React's decoder trips over
 * when they point nowhere; a form action never sends them.
 */
export function isPlainReply(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return Array.isArray(parsed) && parsed.length <= SERVER_ACTION_ARGS_LIMIT && isPlainValue(parsed, 0);
}

const BOUND_REFERENCE = /^\$@(\d{1,6})$/;

/** A `$ACTION_REF_<p>` form post: its descriptor names a well-formed id, and bound arguments (if any) are a plain reply. */
function isPlainFormAction(prefix: string, value: (name: string) => string | null | undefined): boolean {
  let descriptor: unknown;
  try {
    descriptor = JSON.parse(value(`$ACTION_${prefix}:0`) ?? '');
  } catch {
    return false;
  }
  if (typeof descriptor !== 'object' || descriptor === null || !('id' in descriptor) || !('bound' in descriptor)) return false;
  const { id, bound } = descriptor;
  if (typeof id !== 'string' || !ACTION_ID.test(id)) return false;
  if (bound === null) return true;
  const reference = typeof bound === 'string' ? BOUND_REFERENCE.exec(bound) : null;
  const boundArgs = reference ? value(`$ACTION_${prefix}:${reference[1]}`) : null;
  return typeof boundArgs === 'string' && isPlainReply(boundArgs);
}

/** What the body decides, once the proxy has parsed it. */
export function checkServerActionForm(kind: ServerActionKind, form: ParsedActionForm): GateAnswer | null {
  if (kind === 'none') return null;
  if (form === 'too-large') return { status: 413, reason: 'server action body over 1 MB' };
  if (form === 'malformed') return { status: 400, reason: 'server action body is not a well-formed multipart form' };
  const values = new Map<string, string | null>();
  for (const [name, fieldValue] of form.fields) if (!values.has(name)) values.set(name, fieldValue);
  const value = (name: string) => values.get(name);
  if (kind === 'fetch-action') {
    const root = value('0');
    return typeof root === 'string' && isPlainReply(root) ? null : { status: 400, reason: 'server action arguments are not a plain form call' };
  }
  const names = [...values.keys()];
  const refs = names.filter((name) => name.startsWith('$ACTION_REF_')).map((name) => name.slice('$ACTION_REF_'.length));
  const ids = names.filter((name) => name.startsWith('$ACTION_ID_'));
  if (refs.length === 0 && ids.length === 0) return { status: 405, reason: 'POST to a page that is not a server action', headers: { Allow: PAGE_ALLOW } };
  if (ids.some((name) => !ACTION_ID.test(name.slice('$ACTION_ID_'.length)))) return { status: 400, reason: 'malformed server action id' };
  if (refs.some((prefix) => !isPlainFormAction(prefix, value))) return { status: 400, reason: 'server action form fields are not a plain form call' };
  return null;
}
