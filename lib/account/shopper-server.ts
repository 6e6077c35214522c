import 'server-only';
import { backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import { customerResponseSchema, type CustomerItem } from '@/contract/account';
import type { RequestContext } from '@/lib/request/request-context';
import { GUEST_SHOPPER, shopperOf, type Shopper } from './shopper';

/** `GET {apiUrl}/api/ExternalOrderApi/customer/` with the customer's token (S7-06: CustomerItems[0]). */
export async function customerRecord(context: RequestContext): Promise<Result<CustomerItem | null>> {
  if (context.session.kind !== 'customer') return { ok: true, data: null };
  const answer = await requestJson(backendFor(context.session.token), '/api/ExternalOrderApi/customer/', customerResponseSchema, {
    searchParams: { email: context.session.email, locale: context.shop.theliaLocale },
    noStore: true,
  });
  if (!answer.ok) return answer;
  return { ok: true, data: answer.data.CustomerItems[0] ?? null };
}

/**
 * The shopper of a request. `ended` when the cookie names a session the backend no longer accepts (logged out
 * elsewhere, password changed): the caller drops the cookie, the shopper is a guest again (a silent logout).
 */
export async function loadShopper(context: RequestContext): Promise<Result<{ shopper: Shopper; ended: boolean }>> {
  if (context.session.kind !== 'customer') return { ok: true, data: { shopper: GUEST_SHOPPER, ended: false } };
  const record = await customerRecord(context);
  if (!record.ok) {
    if (record.error.status === 401 || record.error.status === 404) return { ok: true, data: { shopper: GUEST_SHOPPER, ended: true } };
    return record;
  }
  if (record.data === null) return { ok: true, data: { shopper: GUEST_SHOPPER, ended: true } };
  return { ok: true, data: { shopper: shopperOf(record.data, context.session, { shopCountryId: context.shop.countryId, deliveryCountryId: context.deliveryCountryId }), ended: false } };
}
