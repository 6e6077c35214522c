import { NextResponse } from 'next/server';
import { z } from 'zod';
import { accountError, customerContextOf, PRIVATE, upstreamFailure } from '@/lib/account/account-handlers';
import { isCommonPassword } from '@/lib/account/common-passwords';
import { passwordErrors } from '@/lib/account/profile-rules';
import { changePasswordCall } from '@/lib/account/profile-server';
import { guardedWrite } from '@/lib/request/guarded-write';

const MAX_BODY_BYTES = 4096;
const passwordInputSchema = z.object({ oldPassword: z.string().max(600), newPassword: z.string().max(600), confirmation: z.string().max(600) }).strict();

/**
 * `POST /api/account/password` `{oldPassword, newPassword, confirmation}` (S5-26, S7-30): 200 `{status:'changed'}`,
 * the customer's other sessions ended and this one kept; 422 `wrong-password` when the old one does not match, 422
 * `invalid` with the field errors (the password rule with the common-password list, ADR 0055).
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ context, body }) => {
  const customer = customerContextOf(context);
  if (!customer) return accountError('login-required', 401);
  const input = passwordInputSchema.safeParse(body);
  if (!input.success) return accountError('bad-request', 400);
  const fields = passwordErrors(input.data, isCommonPassword);
  if (Object.keys(fields).length > 0) return accountError('invalid', 422, { fields });
  const changed = await changePasswordCall(customer, input.data.oldPassword, input.data.newPassword);
  if (!changed.ok) return changed.error.status === 422 ? accountError('wrong-password', 422) : upstreamFailure(changed.error);
  return NextResponse.json({ status: 'changed' }, { headers: PRIVATE });
});
