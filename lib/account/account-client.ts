/**
 * The browser's calls of the account routes (no schema here: the answers' zod/mini schemas are in account-answers.ts,
 * loaded with the answer they check, ADR 0016).
 */
/** A call of an account route: the status (null without an answer) and the JSON body (null when there is none). */
export type AccountAnswer = { status: number | null; body: unknown };

export async function callAccountRoute(path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', json?: unknown): Promise<AccountAnswer> {
  try {
    const response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch {
    return { status: null, body: null };
  }
}

/** The `{error, fields}` of a refused call: a refusal is small enough to check by hand (no schema in the page's bundle). */
export type AccountRefusal = { error?: string; fields?: Record<string, string> };

/** The `{error, fields}` of a refused call ({} when the body is not one). */
export function refusalOf(answer: AccountAnswer): AccountRefusal {
  const body = answer.body;
  if (typeof body !== 'object' || body === null) return {};
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  const refusal: AccountRefusal = {};
  if (typeof error === 'string') refusal.error = error;
  if (typeof fields === 'object' && fields !== null && Object.values(fields).every((value) => typeof value === 'string')) {
    refusal.fields = fields as Record<string, string>;
  }
  return refusal;
}
