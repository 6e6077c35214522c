/**
 * One call of the storefront's own JSON endpoints from the browser (`/api/cart`, `/api/checkout`, ...): JSON in and
 * out, same-origin credentials, never cached. The schemas that will check the answer load in parallel with the
 * request (`preload(import(...))`, ADR 0016) and come back with it. Answers null when the request failed, the answer is
 * not JSON or the schemas did not load: the caller's 'unavailable'. Never throws.
 * A call that changes something (any method but GET) is sent `keepalive`: when the shopper leaves the page before
 * its answer (a reload, a typed address), the browser still completes it and keeps the cookie it answers with, so
 * the line the badge already counted is in the cart they open next, never in an orphaned one.
 */
export type BrowserJsonAnswer<M> = { ok: boolean; body: unknown; schemas: M };

export async function browserJsonCall<M>(url: string, init: { method: string; body?: unknown }, schemas: Promise<M>): Promise<BrowserJsonAnswer<M> | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      credentials: 'same-origin',
      cache: 'no-store',
      keepalive: init.method !== 'GET',
    });
  } catch {
    return null;
  }
  try {
    const [body, loaded] = await Promise.all([response.json() as Promise<unknown>, schemas]);
    return { ok: response.ok, body, schemas: loaded };
  } catch {
    return null;
  }
}
