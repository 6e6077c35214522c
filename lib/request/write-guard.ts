import { err, ok, type Result } from '@/lib/api/result';
import { isSameOriginRequest } from './same-origin';

/** The JSON refusals of a guarded write: 403 from another site, 413 too large, 415 not the expected body type. */
export type WriteRefusal =
  | { status: 403; error: 'cross-site' }
  | { status: 413; error: 'payload-too-large' }
  | { status: 415; error: 'unsupported-media-type' };

/** Largest JSON body a storefront write accepts (a multi-add of 100 lines is about 6 kB). */
export const MAX_JSON_BODY_BYTES = 32 * 1024;

export type WriteRule = {
  /** `json`: the body must be `application/json`; `none`: the request carries no body (DELETE). */
  body: 'json' | 'none';
  maxBytes: number;
};

export type WriteRequest = {
  headers: Pick<Headers, 'get'>;
  host: string | null;
  trustedOrigins: readonly string[];
};

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Checks a state-changing request before its body is read: from the shop's own pages (Origin / Sec-Fetch-Site), the
 * body type the route expects, and a declared length within the limit. Null when the request may proceed.
 */
export function refuseWrite(request: WriteRequest, rule: WriteRule): WriteRefusal | null {
  const { headers } = request;
  if (!isSameOriginRequest({ secFetchSite: headers.get('sec-fetch-site'), origin: headers.get('origin'), host: request.host, trustedOrigins: request.trustedOrigins })) {
    return { status: 403, error: 'cross-site' };
  }
  const length = headers.get('content-length');
  const declared = length === null ? null : Number(length);
  const hasBody = (declared !== null && declared > 0) || headers.get('transfer-encoding') !== null;
  if (rule.body === 'json') {
    if (!JSON_TYPE.test(headers.get('content-type') ?? '')) return { status: 415, error: 'unsupported-media-type' };
  } else if (hasBody) {
    return { status: 415, error: 'unsupported-media-type' };
  }
  if (declared !== null && (!Number.isFinite(declared) || declared > rule.maxBytes)) return { status: 413, error: 'payload-too-large' };
  return null;
}

/**
 * Reads a body stream up to `maxBytes` (a sender may lie about, or omit, Content-Length): the bytes, or 'too-large'
 * as soon as the limit is passed (the rest is not read).
 */
export async function readBytesWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Result<Buffer, 'too-large'>> {
  if (body === null) return ok(Buffer.alloc(0));
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return err('too-large');
    }
    chunks.push(value);
  }
  return ok(Buffer.concat(chunks));
}

/** The same as text (UTF-8). */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Result<string, 'too-large'>> {
  const bytes = await readBytesWithin(body, maxBytes);
  return bytes.ok ? ok(bytes.data.toString('utf8')) : bytes;
}
