import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountCoupon } from '@/contract/account-coupons';
import { requireCustomer } from '@/backend/auth';
import { localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/** The coupons of the customer of the token (S1-19): personal ones and the shop's public ones, valid today. */
export function registerAccountCouponRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/api/ExternalOrderApi/coupons', async (request): Promise<{ status_code: 200; data: AccountCoupon[] }> => {
    const { customerId } = requireCustomer(request);
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    const data = repos.coupons.ofCustomer(customerId, locale).map((coupon) => ({
      code: coupon.code, type: coupon.type, value: coupon.value, min: coupon.min, validUntil: coupon.validUntil, personal: coupon.personal,
    }));
    return { status_code: 200, data };
  });
}
