import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract/constants';
import { newPasswordAccepted } from './password';

describe("the backend's check of a new password (ADR 0055)", () => {
  const listed = dictionary['passwords-common'].find((entry) => [...entry].length >= PASSWORD_MIN_LENGTH) ?? '';

  test('takes a long password that is on no list', () => {
    expect(newPasswordAccepted('Ziegel-Dach-Rinne-2026')).toBe(true);
    expect(newPasswordAccepted('ș'.repeat(PASSWORD_MIN_LENGTH))).toBe(true);
  });

  test('refuses a password shorter or longer than the contract allows', () => {
    expect(newPasswordAccepted('')).toBe(false);
    expect(newPasswordAccepted('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(newPasswordAccepted('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(false);
  });

  test('refuses a common password in any case and with surrounding spaces', () => {
    expect(listed).not.toBe('');
    expect(newPasswordAccepted(listed)).toBe(false);
    expect(newPasswordAccepted(` ${listed.toUpperCase()} `)).toBe(false);
  });
});
