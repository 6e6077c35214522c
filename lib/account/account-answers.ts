import * as z from 'zod/mini';
import { SALUTATIONS } from '@/lib/address/salutation';
import { addressFieldsShape } from '@/lib/address/address-shape';

/**
 * The answers of the account routes as the browser checks them (zod/mini, ADR 0016): the address list of
 * `GET /api/account/addresses` and the saved personal information; loaded by `import()` next to the call.
 */
const entrySchema = z.object({
  id: z.number(),
  label: z.string(),
  title: z.enum(SALUTATIONS),
  ...addressFieldsShape(() => z.string(), z.number()),
  phone: z.string(),
  cellphone: z.string(),
  isDefault: z.boolean(),
});
export const addressListAnswerSchema = z.object({ addresses: z.array(entrySchema) });

export const personalAnswerSchema = z.object({ vatStatus: z.enum(['none', 'valid', 'invalid', 'error']), vatNumber: z.string() });

