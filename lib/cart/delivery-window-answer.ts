import * as z from 'zod/mini';
import { deliveryWindowSchema } from '@/lib/checkout/checkout-state';

/** The answer of `GET /api/cart/delivery-window`: the window the cart would arrive in if ordered now, or null. */
export const deliveryWindowAnswerSchema = z.object({ window: z.nullable(deliveryWindowSchema) });
