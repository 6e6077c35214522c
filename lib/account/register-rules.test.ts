import { isFreemail, registerProblems, type RegisterInput } from './register-rules';
import { SALUTATIONS } from './salutation';

const valid: RegisterInput = {
  title: 'none', isCompany: false, company: '', vatNumber: '', firstname: 'Anna', lastname: 'Berger', email: 'anna@firma.example.at', emailConfirm: 'Anna@Firma.example.at', password: 'geheim', passwordConfirm: 'geheim',
};

describe('registration rules', () => {
  test('a complete form has no problems (e-mail confirmation compared without case)', () => {
    expect(registerProblems(valid)).toEqual({});
  });

  test('S5-20 first name and last name are required', () => {
    expect(registerProblems({ ...valid, firstname: '  ', lastname: '' })).toEqual({ firstname: 'required', lastname: 'required' });
  });

  test('S5-21 first name and last name need at least 2 characters', () => {
    expect(registerProblems({ ...valid, firstname: 'A', lastname: ' B ' })).toEqual({ firstname: 'tooShort', lastname: 'tooShort' });
    expect(registerProblems({ ...valid, firstname: 'Al', lastname: 'Bo' })).toEqual({});
  });

  test('S5-23 a password needs at least 4 characters', () => {
    expect(registerProblems({ ...valid, password: 'abc', passwordConfirm: 'abc' })).toEqual({ password: 'passwordTooShort' });
    expect(registerProblems({ ...valid, password: 'abcd', passwordConfirm: 'abcd' })).toEqual({});
  });

  test('S5-24 the password must match its confirmation', () => {
    expect(registerProblems({ ...valid, passwordConfirm: 'geheim!' })).toEqual({ passwordConfirm: 'passwordMismatch' });
  });

  test('S5-25 the email must match its confirmation', () => {
    expect(registerProblems({ ...valid, emailConfirm: 'anna@firma.example.de' })).toEqual({ emailConfirm: 'emailMismatch' });
    expect(registerProblems({ ...valid, email: 'no-address', emailConfirm: 'no-address' })).toEqual({ email: 'emailInvalid' });
  });

  test('S5-28 freemail addresses are discouraged (a hint), never refused', () => {
    expect(isFreemail('someone@GMX.at')).toBe(true);
    expect(isFreemail('einkauf@haustechnik-weber.example.de')).toBe(false);
    expect(registerProblems({ ...valid, email: 'anna@gmail.com', emailConfirm: 'anna@gmail.com' })).toEqual({});
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
