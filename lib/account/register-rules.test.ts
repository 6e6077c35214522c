import { isCommonPassword } from './common-passwords';
import { isFreemail, registerProblems, type RegisterInput } from './register-rules';
import { SALUTATIONS } from '@/lib/address/salutation';

const valid: RegisterInput = {
  title: 'none', isCompany: false, company: '', vatNumber: '', firstname: 'Anna', lastname: 'Berger', email: 'anna@firma.example.at', password: 'grüner tee am wannenrand',
};

describe('registration rules', () => {
  test('a complete form has no problems: the e-mail address and the password are asked once', () => {
    expect(registerProblems(valid)).toEqual({});
  });

  test('S5-20 first name and last name are required', () => {
    expect(registerProblems({ ...valid, firstname: '  ', lastname: '' })).toEqual({ firstname: 'required', lastname: 'required' });
  });

  test('S5-21 first name and last name need at least 2 characters', () => {
    expect(registerProblems({ ...valid, firstname: 'A', lastname: ' B ' })).toEqual({ firstname: 'tooShort', lastname: 'tooShort' });
    expect(registerProblems({ ...valid, firstname: 'Al', lastname: 'Bo' })).toEqual({});
  });

  test('S5-23 a password needs at least 12 characters (ADR 0055, issue 42) and at most 128', () => {
    expect(registerProblems({ ...valid, password: '' })).toEqual({ password: 'required' });
    expect(registerProblems({ ...valid, password: 'Kurz-Pass-9' })).toEqual({ password: 'passwordTooShort' });
    expect(registerProblems({ ...valid, password: 'Kurz-Pass-99' })).toEqual({});
    expect(registerProblems({ ...valid, password: 'x'.repeat(129) })).toEqual({ password: 'passwordTooLong' });
  });

  test('a common password is refused where the list is at hand (the route), whatever its case', () => {
    expect(registerProblems({ ...valid, password: 'Password1234' }, (form) => isCommonPassword(form))).toEqual({ password: 'passwordCommon' });
    expect(registerProblems(valid, (form) => isCommonPassword(form))).toEqual({});
  });

  test('an e-mail address that is not one is refused', () => {
    expect(registerProblems({ ...valid, email: 'no-address' })).toEqual({ email: 'emailInvalid' });
  });

  test('S5-28 freemail addresses are discouraged (a hint), never refused', () => {
    expect(isFreemail('someone@GMX.at')).toBe(true);
    expect(isFreemail('einkauf@haustechnik-weber.example.de')).toBe(false);
    expect(registerProblems({ ...valid, email: 'anna@gmail.com' })).toEqual({});
  });

  test('the salutation is optional: every choice of the one list, none preselected but "none"', () => {
    for (const title of SALUTATIONS) expect(registerProblems({ ...valid, title })).toEqual({});
  });

  test('a business customer names the company; its VAT number is optional but must have its country format', () => {
    expect(registerProblems({ ...valid, isCompany: true })).toEqual({ company: 'required' });
    expect(registerProblems({ ...valid, isCompany: true, company: 'Weber GmbH', vatNumber: 'DE12345' })).toEqual({ vatNumber: 'vatNumber' });
    expect(registerProblems({ ...valid, isCompany: true, company: 'Weber GmbH', vatNumber: 'DE287654321' })).toEqual({});
    expect(registerProblems({ ...valid, isCompany: true, company: 'Weber GmbH', vatNumber: '' })).toEqual({});
    // A private customer's leftover fields are not checked (and not sent: the route drops them).
    expect(registerProblems({ ...valid, company: '', vatNumber: 'XX' })).toEqual({});
  });
});
