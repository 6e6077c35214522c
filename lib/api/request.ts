import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
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

/** Calls an upstream endpoint and validates the answer with its contract schema. Never throws. */
export async function requestJson<S extends z.ZodType>(
  client: KyInstance,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<Result<z.output<S>>> {
  const init: Options & { next?: CacheOptions } = {
    method: options.method ?? 'get',
    searchParams: cleanParams(options.searchParams),
    timeout: options.timeoutMs ?? 10_000,
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
