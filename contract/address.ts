import { z } from 'zod';

/**
 * The address as the backend's calls speak it (spec section 7; Thelia's address and order_address rows): one postal
 * address read by the address book (contract/account-profile.ts) and the order calls (contract/checkout.ts), and the
 * one address write both the checkout and the address book send.
 */

const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);

/** Thelia title ids (lib/address/salutation.ts). */
export const titleIdSchema = z.number().int().min(1).max(99);

/** A postal address as the backend answers it: title id, names, company and its VAT number, street lines, place, country, phone. */
export const postalAddressSchema = z.object({
  title: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  vat_number: z.string(),
  /** Street and house number. */
  address1: z.string(),
  /** Additional line (floor, door, c/o). */
  address2: z.string(),
  address3: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country_id: id,
  phone: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** `POST {apiUrl}/api/ExternalOrderApi/address` (create; spec section 7): an address of a customer (guest or not). */
export const addressCreateRequestSchema = z.object({
  customer_id: id,
  label: z.string().trim().max(100).default(''),
  title: titleIdSchema,
  firstname: z.string().trim().min(2).max(100),
  lastname: z.string().trim().min(2).max(100),
  company: z.string().trim().max(150).default(''),
  /** Company VAT number (ATU12345678, DE123456789, RO1234567), '' for private customers. */
  vat_number: z.string().trim().max(20).default(''),
  /** Street and house number, one line ('Hauptstraße 10/A/4/15' is kept as typed). */
  address1: z.string().trim().min(2).max(150),
  address2: z.string().trim().max(150).default(''),
  address3: z.string().trim().max(150).default(''),
  /** Stored as a string: leading zeros count (01067 Dresden). Checked per country by the backend too. */
  zipcode: z.string().trim().min(3).max(10),
  city: z.string().trim().min(2).max(100),
  country_id: id,
  /** Romanian county (județ) id of `ExternalOrderApi/county`, null elsewhere. */
  state_id: id.nullable().default(null),
  phone: z.string().trim().max(20).default(''),
  cellphone: z.string().trim().max(20).default(''),
  is_default: z.boolean().default(false),
});
export type AddressCreateRequest = z.input<typeof addressCreateRequestSchema>;
export const addressCreateResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string().optional(),
  data: z.object({ address_id: id }).optional(),
});
