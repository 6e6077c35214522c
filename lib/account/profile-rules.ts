/**
 * The rules of the personal information and password forms (spec section 5), pure: the forms check them in the
 * browser, the routes again before they call the backend.
 */
import { FIELD_LIMITS, NAME_MIN_LENGTH, type FieldError } from '@/lib/address/address-rules';
import type { VatStatus } from '@/contract/account';
import { PASSWORD_MAX_LENGTH } from '@/contract/constants';
import { passwordProblem } from './password-policy';
import type { Salutation } from '@/lib/address/salutation';
import { vatNumberFormatValid } from '@/lib/address/vat-number';

/** `isCompany`: the customer buys as a business (becoming one here: company required, VAT number offered). */
export type ProfileInput = { isCompany: boolean; title: Salutation; firstname: string; lastname: string; company: string; vatNumber: string };
export type ProfileField = Exclude<keyof ProfileInput, 'isCompany'>;
export type ProfileErrors = Partial<Record<ProfileField, FieldError>>;

function nameError(value: string): FieldError | null {
  const name = value.trim();
  if (name === '') return 'required';
  if (name.length < NAME_MIN_LENGTH) return 'tooShort';
  return name.length > FIELD_LIMITS.name ? 'tooLong' : null;
}

/**
 * Names (S5-20, S5-21), company; a business customer's VAT number in its country's format with at least
 * the config's vat_min_length characters (S5-29..S5-31, S5-12; 'UID code not valid', S8-22). Private customers have no
 * VAT number.
 */
export function profileErrors(input: ProfileInput, rules: { vatMinLength: number }): ProfileErrors {
  const business = input.isCompany;
  const errors: ProfileErrors = {};
  const first = nameError(input.firstname);
  if (first) errors.firstname = first;
  const last = nameError(input.lastname);
  if (last) errors.lastname = last;
  const company = input.company.trim();
  if (company.length > FIELD_LIMITS.company) errors.company = 'tooLong';
  else if (business && company === '') errors.company = 'required';
  const vat = input.vatNumber.trim();
  if (business && vat !== '' && !vatNumberFormatValid(vat, rules.vatMinLength)) errors.vatNumber = 'vatNumber';
  return errors;
}

/** What the page says of a stored VAT number: nothing, verified, not valid (S5-34), wrong format (S8-22), not verified (S5-35). */
export type VatStateKey = 'none' | 'valid' | 'notValid' | 'uidNotValid' | 'verifyError';

export function vatStateKey(status: VatStatus, vatNumber: string, vatMinLength: number): VatStateKey {
  if (status === 'valid') return 'valid';
  if (status === 'error') return 'verifyError';
  if (status === 'invalid') return vatNumberFormatValid(vatNumber, vatMinLength) ? 'notValid' : 'uidNotValid';
  return 'none';
}

export type PasswordInput = { oldPassword: string; newPassword: string; confirmation: string };
export type PasswordError = 'required' | 'tooShort' | 'tooLong' | 'common' | 'mismatch';
export type PasswordErrors = Partial<Record<keyof PasswordInput, PasswordError>>;

/**
 * S5-26: the old and the new password are required; the new one follows the password rule (lib/account/password-policy.ts,
 * ADR 0055; `isCommon` is the server's list lookup) and matches its confirmation.
 */
export function passwordErrors(input: PasswordInput, isCommon?: (listed: string) => boolean): PasswordErrors {
  const errors: PasswordErrors = {};
  if (input.oldPassword === '') errors.oldPassword = 'required';
  else if (input.oldPassword.length > PASSWORD_MAX_LENGTH) errors.oldPassword = 'tooLong';
  const problem = passwordProblem(input.newPassword, isCommon);
  if (problem) errors.newPassword = problem;
  if (input.confirmation === '') errors.confirmation = 'required';
  else if (input.confirmation !== input.newPassword) errors.confirmation = 'mismatch';
  return errors;
}
