import 'server-only';
import { backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import { ok, type Result } from '@/lib/api/result';
import type { VatStatus } from '@/contract/account';
import { changePasswordResponseSchema, customerUpdateResponseSchema, type CustomerUpdateRequest } from '@/contract/account-profile';
import type { CustomerContext } from './page-guard';

/** `PUT {apiUrl}/api/ExternalOrderApi/customer` (customer token): personal information; answers the VAT check's state. */
export async function customerUpdateCall(context: CustomerContext, profile: CustomerUpdateRequest): Promise<Result<VatStatus>> {
  const answer = await requestJson(backendFor(context.session.token), '/api/ExternalOrderApi/customer', customerUpdateResponseSchema, {
    method: 'put',
    json: profile,
    noStore: true,
  });
  return answer.ok ? ok(answer.data.data.vat_status) : answer;
}

/**
 * `POST {apiUrl}/api/changePassword` (S7-30): `rejected` with status 422 when the old password is wrong. The backend
 * ends the customer's other sessions; this one (the cookie's token) stays valid.
 */
export async function changePasswordCall(context: CustomerContext, oldPassword: string, newPassword: string): Promise<Result<unknown>> {
  return requestJson(backendFor(context.session.token), '/api/changePassword', changePasswordResponseSchema, {
    method: 'post',
    json: { old_password: oldPassword, new_password: newPassword },
    noStore: true,
  });
}
