import 'server-only';
import { backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import { accountCouponsResponseSchema, type AccountCoupon } from '@/contract/account-coupons';
import type { CustomerContext } from './page-guard';

/** The coupons the customer can use in this shop (S1-19), read with the customer's token; never cached. */
export async function accountCoupons(context: CustomerContext): Promise<Result<AccountCoupon[]>> {
  const answer = await requestJson(backendFor(context.session.token), '/api/ExternalOrderApi/coupons', accountCouponsResponseSchema, {
    searchParams: { locale: context.shop.theliaLocale },
    noStore: true,
  });
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
}
