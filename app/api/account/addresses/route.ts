import { NextResponse, type NextRequest } from 'next/server';
import { accountError, customerContextOf, PRIVATE, upstreamFailure } from '@/lib/account/account-handlers';
import { checkedAddress } from '@/lib/account/posted-address';
import { addressBookSetting, addressCreateCall, addressListCall } from '@/lib/account/address-book-server';
import { entryOfAddress } from '@/lib/account/address-book-mapping';
import { guardedWrite } from '@/lib/request/guarded-write';
import { routeContext } from '@/lib/request/server';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

/**
 * `GET /api/account/addresses`: the logged-in customer's address book (at most ADDRESS_LIST_LIMIT addresses, the
 * default first), read from the backend on every call (never cached: S7-34), as `{addresses}`. 401 for a guest, 503
 * `failed` when it cannot be read (S8-20).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const context = routeContext(request);
  if (!context.ok) return accountError('bad-request', 400);
  const customer = customerContextOf(context.data);
  if (!customer) return accountError('login-required', 401);
  const [list, setting] = await Promise.all([addressListCall(customer), addressBookSetting(customer.shop)]);
  if (!list.ok) return upstreamFailure(list.error);
  if (!setting.ok) return accountError('failed', 503);
  return NextResponse.json({ addresses: list.data.map((address) => entryOfAddress(address, setting.data.counties)) }, { headers: PRIVATE });
}

/** `POST /api/account/addresses` with the address form's fields: a new address (S7-31), `{status:'saved', id}`. */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES }, async ({ context, body }) => {
  const customer = customerContextOf(context);
  if (!customer) return accountError('login-required', 401);
  const checked = await checkedAddress(customer, body);
  if (!checked.ok) return checked.error;
  const created = await addressCreateCall(customer, checked.data);
  if (!created.ok) return upstreamFailure(created.error);
  return NextResponse.json({ status: 'saved', id: created.data }, { headers: PRIVATE });
});
