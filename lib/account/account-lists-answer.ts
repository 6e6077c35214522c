import 'server-only';
import { NextResponse } from 'next/server';
import { accountListsSchema } from '@/contract/account-lists';
import type { RequestContext } from '@/lib/request/request-context';
import { accountListsCall, isCustomerContext } from './account-lists-server';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * The answer of `/api/account/lists*`: the account's lists `{wishlist, compare}` after the action; 401 `not-logged-in`
 * for a guest (a guest's lists stay in the browser), 400 `bad-request` for a body that is not two lists of product ids
 * within their maximum, 503 `unavailable` when the backend cannot be reached.
 */
export async function respondWithAccountLists(context: RequestContext, action: 'read' | 'replace' | 'merge', body?: unknown): Promise<NextResponse> {
  if (!isCustomerContext(context)) return NextResponse.json({ error: 'not-logged-in' }, { status: 401, headers: PRIVATE });
  let lists;
  if (action !== 'read') {
    const input = accountListsSchema.safeParse(body);
    if (!input.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: PRIVATE });
    lists = input.data;
  }
  const answer = await accountListsCall(context, action, lists);
  if (!answer.ok) {
    const status = answer.error.status === 401 ? 401 : 503;
    return NextResponse.json({ error: status === 401 ? 'not-logged-in' : 'unavailable' }, { status, headers: PRIVATE });
  }
  return NextResponse.json(answer.data, { headers: PRIVATE });
}
