import 'server-only';
import type { KyInstance } from 'ky';
import { requestJson } from '@/lib/api/request';
import { ok, type Result } from '@/lib/api/result';
import { addressListResponseSchema, type AddressItem } from '@/contract/account-profile';
import { ADDRESS_LIST_LIMIT } from '@/contract/constants';

/**
 * `GET {apiUrl}/api/ExternalOrderApi/address/?customer_id=&limit=100` (S7-06) with the customer's token: the
 * customer's saved addresses, the default first, never cached. The address book lists them, the checkout offers them.
 */
export async function savedAddressesCall(client: KyInstance, customerId: number): Promise<Result<AddressItem[]>> {
  const answer = await requestJson(client, 'api/ExternalOrderApi/address/', addressListResponseSchema, {
    searchParams: { customer_id: customerId, limit: ADDRESS_LIST_LIMIT },
    noStore: true,
  });
  if (!answer.ok) console.error(`saved addresses: address list failed (${answer.error.kind}): ${answer.error.message}`);
  return answer.ok ? ok(answer.data.AddressItems) : answer;
}
