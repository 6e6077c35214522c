import { isCommonPassword, newPasswordProblem } from './common-passwords';
import { passwordProblem } from './password-policy';
import { passwordLength } from '@/contract/password-length';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract/constants';

describe('the password rule (ADR 0055)', () => {
  it('asks for at least 12 characters and refuses shorter ones whatever they contain', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(newPasswordProblem('')).toBe('required');
    expect(newPasswordProblem('Xq7#vR2!pL9')).toBe('tooShort');
    expect(newPasswordProblem('Xq7#vR2!pL9z')).toBeNull();
  });

  it('has no composition rules: a long passphrase of lower-case words is accepted', () => {
    expect(newPasswordProblem('grüner tee am badewannenrand')).toBeNull();
    expect(newPasswordProblem('ceai verde lângă cadă')).toBeNull();
  });

  it('counts characters, not UTF-16 units or bytes', () => {
    expect(passwordLength('ășțîâășțîâăș')).toBe(12);
    expect(passwordProblem('ășțîâășțîâăș')).toBeNull();
    expect(passwordLength('🚿🚿🚿🚿🚿🚿')).toBe(6);
    expect(passwordProblem('🚿🚿🚿🚿🚿🚿')).toBe('tooShort');
  });

  it('refuses nothing below the upper limit and nothing is cut off: 128 characters pass, 129 do not', () => {
    expect(newPasswordProblem('a1'.repeat(PASSWORD_MAX_LENGTH / 2))).toBeNull();
    expect(newPasswordProblem(`${'a1'.repeat(PASSWORD_MAX_LENGTH / 2)}x`)).toBe('tooLong');
  });

  it('refuses common passwords of the shipped list in any case, long enough or not', () => {
    expect(isCommonPassword('password1234')).toBe(true);
    expect(isCommonPassword('PASSWORD1234')).toBe(true);
    expect(isCommonPassword('Passwort')).toBe(true);
    expect(isCommonPassword('parola')).toBe(true);
    expect(newPasswordProblem('Password1234')).toBe('common');
    expect(newPasswordProblem('123456789012')).toBe('common');
    expect(isCommonPassword('Demo-Passwort-2026')).toBe(false);
  });

  it('the rule without a list (the browser) checks length only', () => {
    expect(passwordProblem('password1234')).toBeNull();
  });
});
