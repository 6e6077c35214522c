import { z } from 'zod';
import { SALUTATIONS } from '@/lib/address/salutation';
import { addressFieldsShape } from '@/lib/address/address-shape';

/**
 * Input of the storefront's checkout endpoints (`/api/checkout/*`), checked before anything reaches the backend. The
 * shape is checked here (a wrong shape is `bad-request`); the field rules (address-step-rules.ts) then name each field at
 * fault (`invalid`). The browser sends no price, no address id, no cart id and no customer id: those stay server-side.
 */
const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
/** Loose bound of a text field; the field rules give the real limits with a message per field. */
const field = z.string().max(2000);

export const addressInputSchema = z.object({
  salutation: z.enum(SALUTATIONS),
  ...addressFieldsShape(() => field, id),
});

export const addressStepInputSchema = z.object({
  email: field,
  phone: field,
  business: z.boolean(),
  invoice: addressInputSchema,
  deliveryDiffers: z.boolean(),
  delivery: addressInputSchema,
});

export const shippingStepInputSchema = z.object({
  deliveryModuleId: id,
  /** The pickup centre, with local pickup only (centre 0 is the central warehouse). */
  pickupCentreId: z.number().int().min(0).max(MAX_ID).nullable(),
  paymentModuleId: id,
  message: field,
  completeDelivery: z.boolean(),
  /** The phone number, when local pickup needs one that the address step did not ask for (S5-14). */
  phone: field.optional(),
});

/**
 * `attemptId`: random, made when the review step renders; `confirmUndeliverable`: the answer to S8-27's question;
 * `termsAccepted`: the terms tick (S5-39), checked again by the server (lib/checkout/order-gate.ts).
 */
export const orderInputSchema = z.object({
  attemptId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  confirmUndeliverable: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
});
