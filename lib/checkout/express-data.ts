import { z } from 'zod';
import { FIELD_LIMITS, fieldLimit } from '@/lib/address/address-rules';
import { SALUTATIONS } from '@/lib/address/salutation';
import { addressFieldsShape } from '@/lib/address/address-shape';

/**
 * What the express cookie holds (lib/checkout/express-cookie.ts): the saved steps and, once the order button was
 * pressed, the backend's guest customer and address ids with a key of the data they were made from, so a repeat
 * makes no new ones and a changed address makes a new one.
 */
const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const text = (max: number) => z.string().max(max);

export const storedAddressSchema = z.object({
  salutation: z.enum(SALUTATIONS),
  ...addressFieldsShape((field) => text(fieldLimit(field)), id),
});

const madeSchema = z.object({ id, key: z.string().max(64) });
export type Made = z.infer<typeof madeSchema>;

export const expressDataSchema = z.object({
  contact: z.object({ email: text(FIELD_LIMITS.email), phone: text(FIELD_LIMITS.phone), business: z.boolean() }),
  invoiceAddress: storedAddressSchema,
  deliveryAddress: storedAddressSchema.nullable(),
  shipping: z
    .object({
      deliveryModuleId: id,
      pickupCentreId: z.number().int().min(0).max(MAX_ID).nullable(),
      paymentModuleId: id,
      message: text(FIELD_LIMITS.message),
      completeDelivery: z.boolean(),
    })
    .nullable(),
  made: z.object({ customer: madeSchema.nullable(), invoiceAddress: madeSchema.nullable(), deliveryAddress: madeSchema.nullable() }),
});
export type ExpressData = z.infer<typeof expressDataSchema>;

export const NOTHING_MADE: ExpressData['made'] = { customer: null, invoiceAddress: null, deliveryAddress: null };

/** The country the order goes to: the delivery address's, else the invoice address's. */
export function deliveryCountryOfExpress(data: Pick<ExpressData, 'invoiceAddress' | 'deliveryAddress'>): number {
  return (data.deliveryAddress ?? data.invoiceAddress).countryId;
}
