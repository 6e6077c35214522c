import { passwordProblem } from './password-policy';

/**
 * The rules of the registration form (spec section 5), shared by the form (messages beside the fields) and the
 * storefront's register route (which checks again, with the common-password list as `isCommon`): names required with
 * at least 2 characters (S5-20, S5-21), a password that follows the password rule (lib/account/password-policy.ts,
 * ADR 0055). The e-mail address and the password are asked once (issue 42: the shopper sees the password with the
 * show-password button instead of typing it twice; the spec's confirmations S5-24 and S5-25 are dropped on purpose).
 * A freemail address is only discouraged (S5-28): a hint, never a refusal. The salutation is optional (lib/address/salutation.ts).
 * A business customer names the company and may give its VAT number, in its country's format (the backend then asks
 * VIES, vat-check.ts).
 */
import { FIELD_LIMITS } from '@/lib/address/address-rules';
import type { Salutation } from '@/lib/address/salutation';
import { vatNumberFormatValid } from '@/lib/address/vat-number';

export type RegisterInput = {
  title: Salutation;
  isCompany: boolean;
  company: string;
  vatNumber: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
};

export type RegisterField = Exclude<keyof RegisterInput, 'isCompany'>;
export type RegisterProblem = 'required' | 'tooShort' | 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon' | 'emailInvalid' | 'vatNumber';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;

const PASSWORD_PROBLEMS = { required: 'required', tooShort: 'passwordTooShort', tooLong: 'passwordTooLong', common: 'passwordCommon' } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const normalEmail = (value: string): string => value.trim().toLowerCase();

/** The first problem of each field; an empty object when the input may be sent. */
export function registerProblems(input: RegisterInput, isCommon?: (listed: string) => boolean): Partial<Record<RegisterField, RegisterProblem>> {
  const problems: Partial<Record<RegisterField, RegisterProblem>> = {};
  for (const field of ['firstname', 'lastname'] as const) {
    const value = input[field].trim();
    if (value === '') problems[field] = 'required';
    else if (value.length < NAME_MIN_LENGTH) problems[field] = 'tooShort';
    else if (value.length > NAME_MAX_LENGTH) problems[field] = 'tooShort';
  }
  const email = normalEmail(input.email);
  if (email === '') problems.email = 'required';
  else if (email.length > 254 || !EMAIL.test(email)) problems.email = 'emailInvalid';
  const password = passwordProblem(input.password, isCommon);
  if (password) problems.password = PASSWORD_PROBLEMS[password];
  if (input.isCompany) {
    const company = input.company.trim();
    if (company === '') problems.company = 'required';
    else if (company.length < NAME_MIN_LENGTH || company.length > FIELD_LIMITS.company) problems.company = 'tooShort';
    const vat = input.vatNumber.trim();
    if (vat !== '' && !vatNumberFormatValid(vat)) problems.vatNumber = 'vatNumber';
  }
  return problems;
}

/** Freemail providers whose addresses are discouraged for an account (S5-28): the shop's invoices go to the address. */
const FREEMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'gmx.at', 'gmx.de', 'gmx.net', 'gmx.com', 'web.de', 'yahoo.com', 'yahoo.de', 'yahoo.ro', 'ymail.com',
  'hotmail.com', 'hotmail.de', 'outlook.com', 'outlook.de', 'live.com', 'live.at', 'aol.com', 'icloud.com', 'mail.com', 't-online.de',
  'freenet.de', 'chello.at', 'aon.at', 'yandex.com', 'mail.ru', 'protonmail.com', 'proton.me',
]);

/** Whether an address is at a freemail provider (a hint beside the field only). */
export function isFreemail(email: string): boolean {
  const domain = normalEmail(email).split('@')[1];
  return domain !== undefined && FREEMAIL_DOMAINS.has(domain);
}
