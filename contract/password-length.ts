import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * How a password's length is counted, on both sides of the wire (ADR 0055): characters, that is code points of the NFC
 * form, so 'ășțîâ' counts five. The storefront's password rule and the contract's password schema count the same way.
 */
export const passwordLength = (password: string): number => [...password.normalize('NFC')].length;

/** Whether a new password has an allowed length (PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH, nothing cut off). */
export const passwordLengthAllowed = (password: string): boolean => {
  const length = passwordLength(password);
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
};
