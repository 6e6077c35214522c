import { validateContactForm, type ContactFormValues } from './contact-form';

const valid: ContactFormValues = {
  name: 'Maria Muster',
  email: 'maria@example.at',
  phone: '',
  order_number: '',
  subject: 'order',
  message: 'Wann wird meine Bestellung geliefert? Danke.',
  privacy_consent: 'on',
  website: '',
};

const errorsOf = (change: ContactFormValues) => {
  const result = validateContactForm({ ...valid, ...change }, 'de_AT');
  return result.ok ? {} : result.errors;
};

describe('contact form validation', () => {
  test('S2-179 a valid form becomes a contact request; empty optional fields are left out', () => {
    const result = validateContactForm({ ...valid, name: '  Maria Muster ' }, 'ro_RO');
    expect(result).toEqual({
      ok: true,
      isBot: false,
      request: { locale: 'ro_RO', name: 'Maria Muster', email: 'maria@example.at', subject: 'order', message: valid.message, privacy_consent: true },
    });
  });

  test('an empty form reports every required field', () => {
    expect(validateContactForm({}, 'de_AT')).toEqual({
      ok: false,
      errors: { name: 'nameTooShort', email: 'emailInvalid', subject: 'subjectRequired', message: 'messageTooShort', privacy_consent: 'privacyRequired' },
    });
  });

  test('names need at least 2 characters (spec section 5)', () => {
    expect(errorsOf({ name: 'M' })).toEqual({ name: 'nameTooShort' });
    expect(errorsOf({ name: ' M ' })).toEqual({ name: 'nameTooShort' });
    expect(errorsOf({ name: 'Mo' })).toEqual({});
    expect(errorsOf({ name: 'x'.repeat(101) })).toEqual({ name: 'nameTooLong' });
  });

  test('email must be an email address', () => {
    expect(errorsOf({ email: 'maria' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ email: 'maria@' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ email: `${'a'.repeat(250)}@example.at` })).toEqual({ email: 'emailInvalid' });
  });

  test('phone: digits, spaces or plus only, length 9-20 (decisions.md)', () => {
    expect(errorsOf({ phone: '+43 660 1234567' })).toEqual({});
    expect(errorsOf({ phone: '123456789' })).toEqual({});
    expect(errorsOf({ phone: '12345678' })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ phone: '1'.repeat(21) })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ phone: '0660-123456' })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ phone: '0660 abc 1234' })).toEqual({ phone: 'phoneInvalid' });
  });

  test('message length, order number format, consent and subject', () => {
    expect(errorsOf({ message: 'Zu kurz' })).toEqual({ message: 'messageTooShort' });
    expect(errorsOf({ message: 'x'.repeat(5001) })).toEqual({ message: 'messageTooLong' });
    expect(errorsOf({ order_number: 'ORD 1; DROP' })).toEqual({ order_number: 'orderNumberInvalid' });
    expect(errorsOf({ order_number: 'ORD-2026-1' })).toEqual({});
    expect(errorsOf({ privacy_consent: 'yes' })).toEqual({ privacy_consent: 'privacyRequired' });
    expect(errorsOf({ subject: 'spam' })).toEqual({ subject: 'subjectRequired' });
  });

  test('markup and unicode are accepted as plain text', () => {
    expect(errorsOf({ name: 'Ștefan Țăranu', message: '<script>alert(1)</script> 🚿 ünïcødé Nachricht' })).toEqual({});
  });

  test('a filled honeypot marks the submission as a bot', () => {
    const result = validateContactForm({ ...valid, website: 'http://spam.example' }, 'de_AT');
    expect(result.ok && result.isBot).toBe(true);
  });
});
