/** A JSON POST to one of the storefront's own routes (same origin, the shopper's cookies): the status, or 0 when the network failed. */
export async function sameOriginPost(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    let parsed: unknown = null;
    try {
      parsed = (await response.json()) as unknown;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}
