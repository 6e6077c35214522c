import { isCommonPassword } from './common-passwords';
import { passwordErrors, profileErrors, vatStateKey, type ProfileInput } from './profile-rules';
import { SALUTATIONS } from '@/lib/address/salutation';

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
  test('S5-26 the old and the new password are required, the new one follows the password rule (12 characters) and is confirmed', () => {
    expect(passwordErrors({ oldPassword: '', newPassword: '', confirmation: '' })).toEqual({ oldPassword: 'required', newPassword: 'required', confirmation: 'required' });
    expect(passwordErrors({ oldPassword: 'alt', newPassword: 'Kurz-Pass-9', confirmation: 'Kurz-Pass-9' })).toEqual({ newPassword: 'tooShort' });
    expect(passwordErrors({ oldPassword: 'alt', newPassword: 'Kurz-Pass-99', confirmation: 'Kurz-Pass-98' })).toEqual({ confirmation: 'mismatch' });
    expect(passwordErrors({ oldPassword: 'alt', newPassword: 'Kurz-Pass-99', confirmation: 'Kurz-Pass-99' })).toEqual({});
  });

  test('the new password is checked against the common-password list where the route gives it', () => {
    const input = { oldPassword: 'alt', newPassword: 'PASSWORD1234', confirmation: 'PASSWORD1234' };
    expect(passwordErrors(input, isCommonPassword)).toEqual({ newPassword: 'common' });
    expect(passwordErrors(input)).toEqual({});
  });
});
