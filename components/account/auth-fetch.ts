'use client';

/** The answer of an account route: its status, its error code (if any) and its JSON body. */
export type AuthAnswer = { status: number; error: string | null; body: Record<string, unknown> };

/** POSTs JSON to a storefront account route; a network failure answers status 0. */
export async function postAuth(path: string, json?: unknown): Promise<AuthAnswer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = await response.json();
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
    } catch {
      // No JSON body.
    }
    return { status: response.status, error: typeof body.error === 'string' ? body.error : null, body };
  } catch {
    return { status: 0, error: 'unavailable', body: {} };
  }
}

/** Whole minutes until a refused attempt may be repeated (from the 429 answer's retryAfterSeconds). */
export function retryMinutes(answer: AuthAnswer): number {
  const seconds = typeof answer.body.retryAfterSeconds === 'number' ? answer.body.retryAfterSeconds : 60;
  return Math.max(1, Math.ceil(seconds / 60));
}
