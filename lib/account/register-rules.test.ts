import { isCommonPassword } from './common-passwords';
import { isFreemail, registerProblems, type RegisterInput } from './register-rules';

const valid: RegisterInput = { title: 1, firstname: 'Anna', lastname: 'Berger', email: 'anna@firma.example.at', password: 'grüner tee am wannenrand' };

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

  test('a title other than Mr or Miss is refused', () => {
    expect(registerProblems({ ...valid, title: 7 })).toEqual({ title: 'titleInvalid' });
  });
});
