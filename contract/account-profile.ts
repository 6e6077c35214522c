import { z } from 'zod';
import { passwordSchema, vatStatusSchema } from './account';
import { addressCreateRequestSchema, postalAddressSchema } from './address';

/**
 * The account calls of the personal information, address book and password pages (spec section 7): the customer's
 * address list, address update and delete, the customer update and the password change. Each is made with the
 * customer's token; the backend reads the customer from the token, and another customer's address id is a 404 exactly
 * like an unknown one. Refusals answer their status with `{status_code, message}`.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);

/** Texts of the refusals (spec sections 5 and 8); the storefront shows its own translated texts for them. */
export const ADDRESS_BOOK_MESSAGES = {
  notFound: 'Address not found',
  /** S5-38. */
  defaultNotDeletable: 'Default address cannot be deleted',
} as const;

export const PROFILE_MESSAGES = {
  wrongOldPassword: 'Old password is not correct',
} as const;

/** One address of `GET {apiUrl}/api/ExternalOrderApi/address/?customer_id=&limit=` (S3-45, S7-06). */
export const addressItemSchema = z.object({
  id,
  label: z.string(),
  ...postalAddressSchema.shape,
  state_id: id.nullable(),
  cellphone: z.string(),
  /** The main address (S3-45): exactly one address of a customer with addresses is the default. */
  is_default: z.boolean(),
});
export type AddressItem = z.infer<typeof addressItemSchema>;
export const addressListResponseSchema = z.object({ AddressItems: z.array(addressItemSchema) });

/**
 * `PUT {apiUrl}/api/ExternalOrderApi/address/{id}`: the whole address again (the create call's fields without the
 * customer). `is_default: true` makes it the default address; the default address stays the default with false.
 */
export const addressUpdateRequestSchema = addressCreateRequestSchema.omit({ customer_id: true }).strict();
export type AddressUpdateRequest = z.input<typeof addressUpdateRequestSchema>;

/** `POST {apiUrl}/api/ExternalOrderApi/address/delete` `{address_id}`. */
export const addressDeleteRequestSchema = z.object({ address_id: id }).strict();

/** Answer of address create, update and delete: the address id, and the customer's VAT state when it was checked. */
export const addressWriteResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z.object({ address_id: id, vat_status: vatStatusSchema.optional() }).optional(),
});

/**
 * `PUT {apiUrl}/api/ExternalOrderApi/customer` (customer token): title, names, company and company VAT number. There is
 * no e-mail field: the e-mail address cannot be changed (S5-27); a body with one is refused as malformed.
 */
export const customerUpdateRequestSchema = z
  .object({
    title: z.number().int().min(1).max(99),
    firstname: z.string().trim().min(2).max(60),
    lastname: z.string().trim().min(2).max(60),
    company: z.string().trim().max(120),
    vat_number: z.string().trim().max(20),
    /** Buys as a business (a private customer becomes a business customer); absent: unchanged. */
    is_company: z.boolean().optional(),
  })
  .strict();
export type CustomerUpdateRequest = z.infer<typeof customerUpdateRequestSchema>;
export const customerUpdateResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ vat_status: vatStatusSchema }) });

/** `POST {apiUrl}/api/changePassword` (customer token; S5-26, S7-30). */
export const changePasswordRequestSchema = z.object({ old_password: z.string().min(1).max(128), new_password: passwordSchema }).strict();
export const changePasswordResponseSchema = z.object({ status_code: z.literal(200), data: z.object({ other_sessions_ended: z.number().int().nonnegative() }) });
