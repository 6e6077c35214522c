import { z } from 'zod';

/**
 * `GET /api/ExternalOrderApi/coupons?locale=` (customer token, S1-19): the coupons the customer can use in the shop
 * today: personal ones (assigned to the customer) first, then the shop's public ones. Amounts in EUR with tax.
 */
export const accountCouponSchema = z.object({
  code: z.string().min(1).max(64),
  /** 'percent': `value` % off the goods; 'amount': `value` EUR off. */
  type: z.enum(['percent', 'amount']),
  value: z.number().positive(),
  /** Minimum value of goods with tax (EUR); 0 for none. */
  min: z.number().nonnegative(),
  /** Last day the coupon can be used (YYYY-MM-DD). */
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  personal: z.boolean(),
});
export type AccountCoupon = z.infer<typeof accountCouponSchema>;

export const accountCouponsResponseSchema = z.object({ status_code: z.literal(200), data: z.array(accountCouponSchema) });
