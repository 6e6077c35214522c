import { z } from 'zod';

/** `GET fulfilment_center/`: pickup and shipping locations; id 0 is the default (central warehouse). */
export const fulfilmentCenterSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country_id: z.number().int(),
  phone: z.string(),
  opening_hours: z.array(z.object({ days: z.string(), hours: z.string() })),
  pickup: z.boolean(),
});
export type FulfilmentCenter = z.infer<typeof fulfilmentCenterSchema>;
export const fulfilmentCentersResponseSchema = z.array(fulfilmentCenterSchema);

/** `GET fulfilment_center_stock/{pseId}`: stock of one PSE per centre. */
export const fulfilmentStockResponseSchema = z.array(
  z.object({ fulfilment_center_id: z.number().int().nonnegative(), quantity: z.number().nonnegative() }),
);
