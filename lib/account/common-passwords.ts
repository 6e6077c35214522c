import { dictionary } from '@zxcvbn-ts/language-common';
import { listForm, passwordProblem, type PasswordProblem } from './password-policy';

/**
 * The common-password list shipped with the project: the 49,233 passwords of `@zxcvbn-ts/language-common` (lower
 * case, most frequent first: '123456', 'password', ..., with German and Romanian ones such as 'passwort', 'hallo123',
 * 'parola'). Server side only (about 380 kB): built into a Set on first use. Used by the storefront's routes and the
 * reference backend alike.
 */
let listed: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  listed ??= new Set(dictionary['passwords-common'].map((entry) => listForm(entry)));
  return listed;
}

/** Whether a password (any case) is on the list. */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(listForm(password));

/** The password rule with the list: the first problem of a new password, or null. */
export const newPasswordProblem = (password: string): PasswordProblem | null => passwordProblem(password, (form) => commonPasswords().has(form));
