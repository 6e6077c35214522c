import { isFreemail, registerProblems, type RegisterInput } from './register-rules';

const valid: RegisterInput = {
  title: 1, firstname: 'Anna', lastname: 'Berger', email: 'anna@firma.example.at', emailConfirm: 'Anna@Firma.example.at', password: 'geheim', passwordConfirm: 'geheim',
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

  test('a title other than Mr or Miss is refused', () => {
    expect(registerProblems({ ...valid, title: 7 })).toEqual({ title: 'titleInvalid' });
  });
});
