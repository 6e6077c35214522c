import { emailValid, nameValid, phoneError, phoneRequired, phoneValid, postcodeValid } from '@/lib/address/address-rules';
import { addressStepErrors, deliveryCountryOf, emptyAddress, type AddressInput, type AddressRulesContext, type AddressStepInput } from './address-step-rules';

const COUNTRIES = [
  { id: 13, iso: 'AT' },
  { id: 5, iso: 'DE' },
  { id: 146, iso: 'RO' },
  { id: 64, iso: 'FR' },
];
const context: AddressRulesContext = { countries: COUNTRIES, phonePattern: null, phoneConfigRequired: false, freight: false, countyCodes: ['RO-B', 'RO-CJ'] };

const vienna: AddressInput = {
  ...emptyAddress(13),
  salutation: 'miss',
  firstname: 'Anna',
  lastname: 'Berger',
  street: 'Hauptstraße 10/A/4/15',
  zipcode: '1100',
  city: 'Wien',
};
const step = (change: Partial<AddressStepInput> = {}): AddressStepInput => ({
  email: 'anna@example.at',
  phone: '',
  business: false,
  invoice: vienna,
  deliveryDiffers: false,
  delivery: emptyAddress(13),
  ...change,
});

describe('phone', () => {
  test('S5-09 a phone number accepts digits, spaces and + only', () => {
    expect(phoneValid('+43 660 1234567', null)).toBe(true);
    expect(phoneValid('0660-1234567', null)).toBe(false);
    expect(phoneValid('(0660) 1234567', null)).toBe(false);
    expect(phoneValid('0660 123456a', null)).toBe(false);
  });

  test('S5-10 a phone number has 9 to 20 characters', () => {
    expect(phoneValid('12345678', null)).toBe(false);
    expect(phoneValid('123456789', null)).toBe(true);
    expect(phoneValid('+'.padEnd(20, '1'), null)).toBe(true);
    expect(phoneValid('+'.padEnd(21, '1'), null)).toBe(false);
  });

  test('S5-11 the config phone_regex wins over the built-in rule; a pattern that does not compile falls back', () => {
    expect(phoneValid('0660-123', '^0\\d{3}-\\d{3}$')).toBe(true);
    expect(phoneValid('+43 660 1234567', '^0\\d{3}-\\d{3}$')).toBe(false);
    expect(phoneValid('+43 660 1234567', '([')).toBe(true);
    expect(phoneValid('abc', '([')).toBe(false);
    expect(phoneValid('+43 660 1234567', '  ')).toBe(true);
  });

  test('S5-14 a phone number is required for local pickup', () => {
    expect(phoneRequired({ configRequired: false, pickup: true, freight: false })).toBe(true);
    expect(phoneError('', { configRequired: false, pickup: true, freight: false }, null)).toBe('phoneRequired');
    expect(phoneError('', { configRequired: false, pickup: false, freight: false }, null)).toBeNull();
  });

  test('S5-15 a phone number is required when the cart holds freight items', () => {
    expect(phoneRequired({ configRequired: false, pickup: false, freight: true })).toBe(true);
    expect(addressStepErrors(step(), { ...context, freight: true }).phone).toBe('phoneRequired');
    expect(addressStepErrors(step({ phone: '+43 660 1234567' }), { ...context, freight: true }).phone).toBeUndefined();
    expect(addressStepErrors(step(), context).phone).toBeUndefined();
  });

  test('S5-13 is_phone_required of the config makes the phone required', () => {
    expect(addressStepErrors(step(), { ...context, phoneConfigRequired: true }).phone).toBe('required');
    expect(addressStepErrors(step({ phone: '12' }), context).phone).toBe('phone');
  });
});

describe('postal code', () => {
  test('S5-16 an Austrian postal code has 4 digits', () => {
    expect(postcodeValid('1100', 'AT')).toBe(true);
    expect(postcodeValid('11000', 'AT')).toBe(false);
    expect(postcodeValid('A-1100', 'AT')).toBe(false);
  });

  test('S5-17 a German postal code has 5 digits, leading zero kept', () => {
    expect(postcodeValid('01067', 'DE')).toBe(true);
    expect(postcodeValid('1067', 'DE')).toBe(false);
  });

  test('S5-18 a Romanian postal code has 6 digits', () => {
    expect(postcodeValid('041919', 'RO')).toBe(true);
    expect(postcodeValid('04191', 'RO')).toBe(false);
  });

  test('S5-19 a wrong code is the postcode error of its field; other countries take 3 to 10 letters and digits', () => {
    expect(addressStepErrors(step({ invoice: { ...vienna, zipcode: '123' } }), context)['invoice.zipcode']).toBe('postcode');
    expect(postcodeValid('75001', 'FR')).toBe(true);
    expect(postcodeValid('7', 'FR')).toBe(false);
  });
});

describe('names, e-mail, required fields', () => {
  test('S5-20 S5-21 first and last name are required and need at least 2 characters', () => {
    expect(nameValid('Al')).toBe(true);
    expect(nameValid(' A ')).toBe(false);
    const errors = addressStepErrors(step({ invoice: { ...vienna, firstname: 'A', lastname: '  ' } }), context);
    expect(errors['invoice.firstname']).toBe('tooShort');
    expect(errors['invoice.lastname']).toBe('required');
  });

  test('an e-mail address needs a name, an @ and a domain with a dot', () => {
    expect(emailValid('anna@example.at')).toBe(true);
    expect(emailValid('anna@example')).toBe(false);
    expect(emailValid('anna example.at')).toBe(false);
    expect(emailValid(`${'a'.repeat(250)}@example.at`)).toBe(false);
    expect(addressStepErrors(step({ email: '' }), context).email).toBe('required');
    expect(addressStepErrors(step({ email: 'anna@' }), context).email).toBe('email');
  });

  test('S5-40 every empty required field of the step is reported at once; the salutation is optional', () => {
    const errors = addressStepErrors(step({ email: '', invoice: emptyAddress(13), deliveryDiffers: true, delivery: emptyAddress(5) }), context);
    expect(errors).toEqual({
      email: 'required',
      'invoice.firstname': 'required',
      'invoice.lastname': 'required',
      'invoice.street': 'required',
      'invoice.zipcode': 'required',
      'invoice.city': 'required',
      'delivery.firstname': 'required',
      'delivery.lastname': 'required',
      'delivery.street': 'required',
      'delivery.zipcode': 'required',
      'delivery.city': 'required',
    });
  });

  test('a valid step has no errors; the delivery address is checked only when it differs', () => {
    expect(addressStepErrors(step(), context)).toEqual({});
    expect(addressStepErrors(step({ delivery: emptyAddress(999) }), context)).toEqual({});
    expect(addressStepErrors(step({ deliveryDiffers: true, delivery: { ...vienna, countryId: 999 } }), context)['delivery.countryId']).toBe('country');
  });

  test('a Romanian address needs one of the backend\'s counties, by its code; other countries none', () => {
    const bucharest: AddressInput = { ...vienna, countryId: 146, zipcode: '041919', city: 'București' };
    expect(addressStepErrors(step({ invoice: bucharest }), context)['invoice.county']).toBe('required');
    expect(addressStepErrors(step({ invoice: { ...bucharest, county: 'RO-B' } }), context)).toEqual({});
    // Typed text or a code the list does not have is not a county.
    expect(addressStepErrors(step({ invoice: { ...bucharest, county: 'București' } }), context)['invoice.county']).toBe('county');
    expect(addressStepErrors(step({ invoice: { ...bucharest, county: 'RO-AB' } }), context)['invoice.county']).toBe('county');
    expect(addressStepErrors(step({ invoice: { ...bucharest, county: 'RO-B' } }), { ...context, countyCodes: [] })['invoice.county']).toBe('county');
    expect(addressStepErrors(step({ deliveryDiffers: true, delivery: bucharest }), context)['delivery.county']).toBe('required');
    expect(addressStepErrors(step(), context)['invoice.county']).toBeUndefined();
    expect(addressStepErrors(step({ invoice: { ...vienna, county: 'RO-B' } }), context)).toEqual({});
  });

  test('over-long values are refused', () => {
    const errors = addressStepErrors(step({ invoice: { ...vienna, street: 'x'.repeat(101), addressExtra: 'y'.repeat(101) } }), context);
    expect(errors['invoice.street']).toBe('tooLong');
    expect(errors['invoice.addressExtra']).toBe('tooLong');
  });
});

describe('business customers (the VAT number formats: lib/address/vat-number.test.ts)', () => {
  test('company is required and the VAT number checked only for a business customer; no salutation is asked of a company', () => {
    const business = step({ business: true, invoice: { ...vienna, salutation: 'none', vatNumber: 'DE123456789' } });
    expect(addressStepErrors(business, context)).toEqual({ 'invoice.company': 'required', 'invoice.vatNumber': 'vatNumber' });
    expect(addressStepErrors({ ...business, invoice: { ...business.invoice, company: 'Bad & Co GmbH', vatNumber: '' } }, context)).toEqual({});
    expect(addressStepErrors(step({ invoice: { ...vienna, vatNumber: 'nonsense' } }), context)).toEqual({});
  });
});

test('the delivery country is the delivery address\'s when it differs, else the invoice address\'s', () => {
  expect(deliveryCountryOf(step({ delivery: { ...vienna, countryId: 5 } }))).toBe(13);
  expect(deliveryCountryOf(step({ deliveryDiffers: true, delivery: { ...vienna, countryId: 5 } }))).toBe(5);
});
