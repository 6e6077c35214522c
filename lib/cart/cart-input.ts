import { z } from 'zod';
import { CART_LINE_QUANTITY_MAX } from '@/contract/cart';
import type { CartErrorCode } from './cart-view';

/** Input of the storefront's cart endpoints (`/api/cart*`), checked before anything reaches the backend. */
const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);
const quantity = z.number().int().min(1).max(CART_LINE_QUANTITY_MAX);

export const addLineInputSchema = z.object({ productId: id, pseId: id, quantity });
export type AddLineInput = z.infer<typeof addLineInputSchema>;

/** Several lines at once (the wish list's 'add all'): at most 50. */
export const addLinesInputSchema = z.object({ lines: z.array(addLineInputSchema).min(1).max(50) });

/** Client cart calls of the spec: update quantity with action 'decrease' or 'update' and quantityCount; plus the centre. */
export const changeLineInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), quantityCount: z.number().int().min(0).max(CART_LINE_QUANTITY_MAX) }),
  z.object({ action: z.literal('decrease'), quantityCount: z.number().int().min(1).max(CART_LINE_QUANTITY_MAX) }),
  z.object({ action: z.literal('fulfilment'), centerId: z.number().int().min(0).max(MAX_ID) }),
]);
export type ChangeLineInput = z.infer<typeof changeLineInputSchema>;

export const couponInputSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** A path or query id ('12'): digits only. */
export const idParamSchema = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(id);

/** The delivery country of a call (`?country=5`), optional: the shop's own country otherwise. */
export const countryParamSchema = idParamSchema.optional();

/** Which error a failed parse is: a quantity problem gets its own text, anything else is a bad request. */
export function inputErrorCode(error: z.ZodError): CartErrorCode {
  return error.issues.some((issue) => issue.path.includes('quantity') || issue.path.includes('quantityCount')) ? 'invalid-quantity' : 'bad-request';
}
