import { passwordErrors, profileErrors, vatStateKey, type ProfileInput } from './profile-rules';
import { SALUTATIONS } from './salutation';

const person: ProfileInput = { isCompany: false, title: 'mr', firstname: 'Lukas', lastname: 'Schmidt', company: '', vatNumber: '' };
const rules = { vatMinLength: 11 };
const business: ProfileInput = { ...person, isCompany: true };

describe('personal information rules', () => {
  test('S3-43 the salutation is optional: every choice of the one list is accepted, none is required', () => {
    for (const title of SALUTATIONS) expect(profileErrors({ ...person, title }, rules)).toEqual({});
  });

  test('S5-20 S5-21 first and last name are required, at least 2 characters', () => {
    expect(profileErrors({ ...person, firstname: '', lastname: 'S' }, rules)).toEqual({ firstname: 'required', lastname: 'tooShort' });
  });

  test('S3-44 S8-22 a business customer (or a private one becoming one) has a company and a VAT number of the right format', () => {
    expect(profileErrors({ ...business, vatNumber: 'DE12345' }, rules)).toEqual({ company: 'required', vatNumber: 'vatNumber' });
    expect(profileErrors({ ...business, company: 'Weber GmbH', vatNumber: 'DE123456789' }, rules)).toEqual({});
    expect(profileErrors({ ...person, vatNumber: 'DE12345' }, rules)).toEqual({});
  });

  test('S5-33 S5-34 S5-35 S8-22 the stored check result reads as verified, not valid, wrong format or not verified', () => {
    expect(vatStateKey('valid', 'DE123456789', 11)).toBe('valid');
    expect(vatStateKey('invalid', 'DE123456700', 11)).toBe('notValid');
    expect(vatStateKey('invalid', 'DE1234', 11)).toBe('uidNotValid');
    expect(vatStateKey('error', 'DE123456799', 11)).toBe('verifyError');
    expect(vatStateKey('none', '', 11)).toBe('none');
  });
});

describe('password rules', () => {
  test('S5-26 the old and the new password are required, the new one 4 characters and confirmed', () => {
    expect(passwordErrors({ oldPassword: '', newPassword: '', confirmation: '' })).toEqual({ oldPassword: 'required', newPassword: 'required', confirmation: 'required' });
    expect(passwordErrors({ oldPassword: 'alt', newPassword: 'abc', confirmation: 'abc' })).toEqual({ newPassword: 'tooShort' });
    expect(passwordErrors({ oldPassword: 'alt', newPassword: 'abcd', confirmation: 'abce' })).toEqual({ confirmation: 'mismatch' });
    expect(passwordErrors({ oldPassword: 'alt', newPassword: 'abcd', confirmation: 'abcd' })).toEqual({});
  });
});
