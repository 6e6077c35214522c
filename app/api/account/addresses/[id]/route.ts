import { NextResponse } from 'next/server';
import { accountError, customerContextOf, PRIVATE, upstreamFailure } from '@/lib/account/account-handlers';
import { checkedAddress } from '@/lib/account/posted-address';
import { addressDeleteCall, addressUpdateCall } from '@/lib/account/address-book-server';
import { addressIdParam } from '@/lib/account/address-id';
import { guardedWrite } from '@/lib/request/guarded-write';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

type Params = { id: string };

/** `PUT /api/account/addresses/{id}` with the address form's fields (S7-32). Another customer's id is a 404. */
export const PUT = guardedWrite<Params>({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES }, async ({ context, body, params }) => {
  const customer = customerContextOf(context);
  if (!customer) return accountError('login-required', 401);
  const id = addressIdParam(params.id);
  if (id === null) return accountError('not-found', 404);
  const checked = await checkedAddress(customer, body);
  if (!checked.ok) return checked.error;
  const updated = await addressUpdateCall(customer, id, checked.data);
  if (!updated.ok) return upstreamFailure(updated.error);
  return NextResponse.json({ status: 'saved', id }, { headers: PRIVATE });
});

/**
 * `DELETE /api/account/addresses/{id}` (S7-33): 422 `default-address` for the default address (S5-38), 404 for an
 * address the customer does not have.
 */
export const DELETE = guardedWrite<Params>({ body: 'none', maxBytes: 0 }, async ({ context, params }) => {
  const customer = customerContextOf(context);
  if (!customer) return accountError('login-required', 401);
  const id = addressIdParam(params.id);
  if (id === null) return accountError('not-found', 404);
  const deleted = await addressDeleteCall(customer, id);
  if (!deleted.ok) return deleted.error.status === 422 ? accountError('default-address', 422) : upstreamFailure(deleted.error);
  return NextResponse.json({ status: 'deleted', id }, { headers: PRIVATE });
});
