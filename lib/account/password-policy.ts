import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract/constants';
import { passwordLength } from '@/contract/password-length';

/**
 * The password rule of every place a password is chosen (registration, password change, set-password link) and of
 * the reference backend's own check (ADR 0055, OWASP ASVS 5.0 V6.2): at least PASSWORD_MIN_LENGTH characters, at most
 * PASSWORD_MAX_LENGTH (contract/constants.ts; nothing is cut off below that), no composition rules, and not a common
 * password. Length is counted in characters (code points of the NFC form), so 'ășțîâ' counts five. The list check
 * takes a lookup (the list lives on the server, lib/account/common-passwords.ts): the browser checks length only and
 * the server the rest.
 */

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'common';

/** The form a password is compared with the common-password list in: NFKC, trimmed, lower case (the list is lower case). */
export const listForm = (password: string): string => password.normalize('NFKC').trim().toLowerCase();

/** The first problem of a new password, or null when it may be used; `isCommon` gets the list form. */
export function passwordProblem(password: string, isCommon: (listed: string) => boolean = () => false): PasswordProblem | null {
  if (password === '') return 'required';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (isCommon(listForm(password))) return 'common';
  return null;
}
