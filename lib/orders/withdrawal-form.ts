import { z } from 'zod';
import { withdrawalRequestSchema } from '@/contract/checkout';
import { WITHDRAWAL_FIELDS, WITHDRAWAL_NAME_MIN_LENGTH, type WithdrawalFieldErrors, type WithdrawalValues } from './withdrawal-fields';
import { err, ok, type Result } from '@/lib/api/result';

/** Longest value kept from a field (the request's limits, with room to see that a value was too long). */
const ECHO_LIMIT = 300;

/** The posted values of the form's fields, as strings (missing ones empty), cut to a length worth echoing. */
export function withdrawalValues(form: FormData): WithdrawalValues {
  const value = (name: string) => {
    const raw = form.get(name);
    return typeof raw === 'string' ? raw.slice(0, ECHO_LIMIT) : '';
  };
  return Object.fromEntries(WITHDRAWAL_FIELDS.map((field) => [field, value(field)])) as WithdrawalValues;
}

const shape = withdrawalRequestSchema.shape;
const checks = {
  name: shape.name.min(WITHDRAWAL_NAME_MIN_LENGTH),
  order_number: shape.order_number,
  email: shape.email,
} satisfies Record<keyof WithdrawalValues, z.ZodType>;

/** Validates step one's fields with the request's own rules; every field's error at once. */
export function validateWithdrawal(values: WithdrawalValues): Result<WithdrawalValues, WithdrawalFieldErrors> {
  const errors: WithdrawalFieldErrors = {};
  const clean: Partial<WithdrawalValues> = {};
  for (const field of WITHDRAWAL_FIELDS) {
    const parsed = checks[field].safeParse(values[field]);
    if (parsed.success) clean[field] = parsed.data;
    else errors[field] = field === 'name' ? 'nameTooShort' : field === 'order_number' ? 'orderNumberRequired' : 'emailInvalid';
  }
  if (Object.keys(errors).length > 0) return err(errors);
  return ok(clean as WithdrawalValues);
}
