import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { reportBackendUnreachable } from '@/lib/routing/shared-health';
import { fail, ok, type Result } from './result';

/** Next.js fetch-cache options, passed through ky to the patched fetch. */
export type CacheOptions = { revalidate?: number | false; tags?: string[] };

export type RequestOptions = {
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  method?: 'get' | 'post' | 'put' | 'delete';
  cache?: CacheOptions;
  /** `no-store` for per-shopper data; default: the Next.js data cache with `cache` options. */
  noStore?: boolean;
  timeoutMs?: number;
};

/** Creates a JSON client for one upstream: JSON headers, the bearer token, no retries (callers decide). */
export function createClient(baseUrl: string, bearerToken: string): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${bearerToken}` },
    retry: 0,
    timeout: 10_000,
  });
}

function cleanParams(params: RequestOptions['searchParams']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) out[key] = String(value);
  }
  return out;
}

/**
 * Longest wait for an upstream answer while a page renders: with the proxy's health probe (2 s) it bounds how long a
 * shopper waits before a sick backend shows the server-down page (ADR 0023). Callers that may wait longer say so.
 */
export const UPSTREAM_TIMEOUT_MS = 2_500;

/**
 * Calls an upstream endpoint and validates the answer with its contract schema. Never throws.
 * Next.js's data cache stores a fetched answer before it is checked here, so an answer that fails the check was
 * perhaps stored (a 200 with junk from a sick backend): it is asked again past the cache once, and that answer is
 * used, so a page recovers on the first request after the backend does (ADR 0023).
 */
export async function requestJson<S extends z.ZodType>(
  client: KyInstance,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<Result<z.output<S>>> {
  const result = await requestOnce(client, path, schema, options);
  if (!result.ok && result.error.kind === 'unavailable') reportBackendUnreachable();
  if (!result.ok && result.error.kind === 'invalid-response' && !options.noStore && options.cache) {
    return requestOnce(client, path, schema, { ...options, noStore: true });
  }
  return result;
}

async function requestOnce<S extends z.ZodType>(client: KyInstance, path: string, schema: S, options: RequestOptions): Promise<Result<z.output<S>>> {
  const init: Options & { next?: CacheOptions } = {
    method: options.method ?? 'get',
    searchParams: cleanParams(options.searchParams),
    timeout: options.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
  };
  if (options.json !== undefined) init.json = options.json;
  if (options.noStore) init.cache = 'no-store';
  else if (options.cache) init.next = options.cache;
  let body: unknown;
  try {
    body = await client(path.replace(/^\/+/, ''), init).json();
  } catch (error) {
    if (error instanceof HTTPError) {
      const status = error.response.status;
      if (status === 404) return fail('not-found', `${path}: not found`, status);
      if (status >= 500) return fail('unavailable', `${path}: upstream answered ${status}`, status);
      return fail('rejected', `${path}: upstream answered ${status}`, status);
    }
    if (error instanceof TimeoutError) return fail('unavailable', `${path}: timed out`);
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof SyntaxError) return fail('invalid-response', `${path}: not JSON (${message})`);
    return fail('unavailable', `${path}: ${message}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return fail('invalid-response', `${path}: response does not match the contract: ${parsed.error.message.slice(0, 500)}`);
  }
  return ok(parsed.data);
}
