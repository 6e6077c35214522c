import { NextResponse } from 'next/server';
import { z } from 'zod';
import { accountError, customerContextOf, PRIVATE, upstreamFailure } from '@/lib/account/account-handlers';
import { SALUTATIONS, titleOfSalutation } from '@/lib/address/salutation';
import { profileErrors } from '@/lib/account/profile-rules';
import { customerUpdateCall } from '@/lib/account/profile-server';
import { customerRecord } from '@/lib/account/shopper-server';
import { normaliseVatNumber } from '@/lib/address/vat-number';
import { getLayoutData } from '@/lib/layout/server';
import { guardedWrite } from '@/lib/request/guarded-write';
import { MAX_JSON_BODY_BYTES } from '@/lib/request/write-guard';

const profileInputSchema = z
  .object({
    isCompany: z.boolean(),
    title: z.enum(SALUTATIONS),
    firstname: z.string().max(200),
    lastname: z.string().max(200),
    company: z.string().max(200),
    vatNumber: z.string().max(40),
  })
  .strict();

/**
 * `PUT /api/account/personal` `{isCompany, title, firstname, lastname, company, vatNumber}`: the customer's personal
 * information (there is no e-mail field: S5-27); a private customer becomes a business customer with `isCompany`. A
 * business customer's VAT number is checked by the backend; the answer is `{status:'saved', vatStatus, vatNumber}`.
 * 422 `invalid` with the field errors.
 */
export const PUT = guardedWrite({ body: 'json', maxBytes: MAX_JSON_BODY_BYTES }, async ({ context, body }) => {
  const customer = customerContextOf(context);
  if (!customer) return accountError('login-required', 401);
  const input = profileInputSchema.safeParse(body);
  if (!input.success) return accountError('bad-request', 400);
  const [record, layout] = await Promise.all([customerRecord(customer), getLayoutData(customer.shop)]);
  if (!record.ok) return upstreamFailure(record.error);
  const business = input.data.isCompany;
  const fields = profileErrors(input.data, { vatMinLength: layout.config.vat_min_length });
  if (Object.keys(fields).length > 0) return accountError('invalid', 422, { fields });
  const vatNumber = business ? normaliseVatNumber(input.data.vatNumber.trim()) : '';
  const saved = await customerUpdateCall(customer, {
    title: titleOfSalutation(input.data.title), firstname: input.data.firstname.trim(), lastname: input.data.lastname.trim(),
    company: input.data.company.trim(), vat_number: vatNumber, is_company: business,
  });
  if (!saved.ok) return upstreamFailure(saved.error);
  return NextResponse.json({ status: 'saved', vatStatus: saved.data, vatNumber }, { headers: PRIVATE });
});
