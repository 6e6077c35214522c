import 'server-only';
import { z } from 'zod';
import { customerRecord } from './shopper-server';
import type { CustomerContext } from './page-guard';
import { addressBookErrors, type AddressBookInput } from './address-book-rules';
import { SALUTATIONS } from '@/lib/address/salutation';
import { addressFieldsShape, type AddressTextField } from '@/lib/address/address-shape';
import { addressOfInput, type BackendAddress } from './address-book-mapping';
import { addressBookSetting } from './address-book-server';
import { accountError, upstreamFailure } from './account-handlers';
import { err, ok, type Result } from '@/lib/api/result';

const text = (max: number) => z.string().max(max);
/** Loose bounds of the body's shape (200 unless named); the field rules give the real limits with a message per field. */
const LOOSE_LIMITS: Partial<Record<AddressTextField, number>> = { vatNumber: 40, zipcode: 20, county: 10 };

/** The address form's body (address-book-rules.ts AddressBookInput); the rules are checked after this shape. */
export const addressBookInputSchema = z
  .object({
    label: text(200),
    title: z.enum(SALUTATIONS),
    ...addressFieldsShape((field) => text(LOOSE_LIMITS[field] ?? 200), z.number().int().positive().max(2_147_483_647)),
    phone: text(40),
    cellphone: text(40),
    isDefault: z.boolean(),
  })
  .strict();

/**
 * The backend's fields of a posted address after the same rules the form checks (with the shop's countries, counties
 * and config, and the customer's business flag from the customer record), or the answer that refuses it: 400 for a
 * malformed body, 422 `invalid` with the field errors, 503 when the rules cannot be read.
 */
export async function checkedAddress(context: CustomerContext, body: unknown): Promise<Result<BackendAddress, Response>> {
  const input = addressBookInputSchema.safeParse(body);
  if (!input.success) return err(accountError('bad-request', 400));
  const [setting, record] = await Promise.all([addressBookSetting(context.shop), customerRecord(context)]);
  if (!setting.ok) return err(accountError('failed', 503));
  if (!record.ok) return err(upstreamFailure(record.error));
  const business = record.data?.IS_COMPANY === true;
  const data: AddressBookInput = business ? input.data : { ...input.data, vatNumber: '' };
  const fields = addressBookErrors(data, { ...setting.data.rules, business });
  if (Object.keys(fields).length > 0) return err(accountError('invalid', 422, { fields }));
  return ok(addressOfInput(data, setting.data.counties));
}
