import 'server-only';
import { backendFor } from '@/lib/api/clients';
import { requestJson } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';
import { accountListsResponseSchema, type AccountLists } from '@/contract/account-lists';
import type { RequestContext } from '@/lib/request/request-context';

type CustomerContext = RequestContext & { session: Extract<RequestContext['session'], { kind: 'customer' }> };

/** Whether the request belongs to a logged-in customer (the lists in the account are theirs only). */
export function isCustomerContext(context: RequestContext): context is CustomerContext {
  return context.session.kind === 'customer';
}

/**
 * The account's wish list and compare list for the request's shop (ADR 0031), read, replaced or merged with the
 * customer's token: `read`, `replace` (the browser's lists after a change) and `merge` (a guest's lists after a login).
 */
export async function accountListsCall(context: CustomerContext, action: 'read' | 'replace' | 'merge', lists?: AccountLists): Promise<Result<AccountLists>> {
  const client = backendFor(context.session.token);
  const locale = context.shop.theliaLocale;
  const answer =
    action === 'read'
      ? await requestJson(client, '/api/ExternalOrderApi/lists', accountListsResponseSchema, { searchParams: { locale }, noStore: true })
      : await requestJson(client, action === 'merge' ? '/api/ExternalOrderApi/lists/merge' : '/api/ExternalOrderApi/lists', accountListsResponseSchema, {
          method: action === 'merge' ? 'post' : 'put',
          json: { locale, wishlist: lists?.wishlist ?? [], compare: lists?.compare ?? [] },
          noStore: true,
        });
  return answer.ok ? { ok: true, data: answer.data.data } : answer;
}
