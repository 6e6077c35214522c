import * as z from 'zod/mini';
import { ADDRESS_TITLE_KINDS } from './address-book-rules';

/**
 * The answers of the account routes as the browser checks them (zod/mini, ADR 0016): the address list of
 * `GET /api/account/addresses`, and the `{error, fields}` of a refused write.
 */
const entrySchema = z.object({
  id: z.number(),
  label: z.string(),
  title: z.enum([...ADDRESS_TITLE_KINDS, '']),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  vatNumber: z.string(),
  street: z.string(),
  addressExtra: z.string(),
  zipcode: z.string(),
  city: z.string(),
  countryId: z.number(),
  county: z.string(),
  phone: z.string(),
  cellphone: z.string(),
  isDefault: z.boolean(),
});
export const addressListAnswerSchema = z.object({ addresses: z.array(entrySchema) });

export const accountRefusalSchema = z.object({
  error: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type AccountRefusal = z.infer<typeof accountRefusalSchema>;

export const personalAnswerSchema = z.object({ vatStatus: z.enum(['none', 'valid', 'invalid', 'error']), vatNumber: z.string() });

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

/** The `{error, fields}` of a refused call ({} when the body is not one). */
export function refusalOf(answer: AccountAnswer): AccountRefusal {
  const parsed = accountRefusalSchema.safeParse(answer.body);
  return parsed.success ? parsed.data : {};
}
