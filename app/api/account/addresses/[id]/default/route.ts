import { NextResponse } from 'next/server';
import { accountError, customerContextOf, PRIVATE, upstreamFailure } from '@/lib/account/account-handlers';
import { addressListCall, addressUpdateCall } from '@/lib/account/address-book-server';
import { addressIdParam } from '@/lib/account/address-id';
import { guardedWrite } from '@/lib/request/guarded-write';

type Params = { id: string };

/**
 * `POST /api/account/addresses/{id}/default`: makes one of the customer's addresses the default (the backend's address
 * update with `is_default`, fields as stored). 404 for an address the customer does not have.
 */
export const POST = guardedWrite<Params>({ body: 'none', maxBytes: 0 }, async ({ context, params }) => {
  const customer = customerContextOf(context);
  if (!customer) return accountError('login-required', 401);
  const id = addressIdParam(params.id);
  if (id === null) return accountError('not-found', 404);
  const list = await addressListCall(customer);
  if (!list.ok) return upstreamFailure(list.error);
  const address = list.data.find((candidate) => candidate.id === id);
  if (!address) return accountError('not-found', 404);
  const { id: _id, ...fields } = address;
  const updated = await addressUpdateCall(customer, id, { ...fields, is_default: true });
  if (!updated.ok) return upstreamFailure(updated.error);
  return NextResponse.json({ status: 'saved', id }, { headers: PRIVATE });
});
