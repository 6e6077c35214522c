import { addressBookErrors, emptyAddressBookInput, type AddressBookInput, type AddressBookRules } from './address-book-rules';

const AT = 13;
const DE = 5;
const RO = 146;
const rules: AddressBookRules = {
  countries: [{ id: AT, iso: 'AT' }, { id: DE, iso: 'DE' }, { id: RO, iso: 'RO' }],
  countyCodes: ['RO-B', 'RO-CJ'],
  phonePattern: null,
  phoneRequired: false,
  vatMinLength: 11,
  business: false,
};
const good: AddressBookInput = {
  ...emptyAddressBookInput(AT), title: 'miss', firstname: 'Anna', lastname: 'Berger', street: 'Gumpendorfer Straße 12', zipcode: '1060', city: 'Wien', phone: '+43 660 1234567',
};

describe('address book rules', () => {
  test('a complete address has no errors', () => {
    expect(addressBookErrors(good, rules)).toEqual({});
  });

  test('S5-40 S5-20 empty required fields are each "required"; the salutation is optional ("none")', () => {
    expect(addressBookErrors(emptyAddressBookInput(AT), rules)).toEqual({
      firstname: 'required', lastname: 'required', street: 'required', zipcode: 'required', city: 'required',
    });
  });

  test('S5-21 names need at least 2 characters', () => {
    expect(addressBookErrors({ ...good, firstname: 'A', lastname: 'B' }, rules)).toEqual({ firstname: 'tooShort', lastname: 'tooShort' });
  });

  test('S5-22 the label is a short string: at least 4 characters when given', () => {
    expect(addressBookErrors({ ...good, label: 'Bü' }, rules)).toEqual({ label: 'tooShort' });
    expect(addressBookErrors({ ...good, label: 'Büro' }, rules)).toEqual({});
  });

  test('S5-16 S5-17 S5-18 S5-19 postcodes per country: 4 digits in Austria, 5 in Germany, 6 in Romania', () => {
    expect(addressBookErrors({ ...good, zipcode: '10600' }, rules)).toEqual({ zipcode: 'postcode' });
    expect(addressBookErrors({ ...good, countryId: DE, zipcode: '1060' }, rules)).toEqual({ zipcode: 'postcode' });
    expect(addressBookErrors({ ...good, countryId: DE, zipcode: '01067' }, rules)).toEqual({});
    expect(addressBookErrors({ ...good, countryId: RO, zipcode: '40001', county: 'RO-CJ' }, rules)).toEqual({ zipcode: 'postcode' });
    expect(addressBookErrors({ ...good, countryId: RO, zipcode: '400001', county: 'RO-CJ' }, rules)).toEqual({});
  });

  test('a Romanian address needs one of the counties', () => {
    expect(addressBookErrors({ ...good, countryId: RO, zipcode: '400001' }, rules)).toEqual({ county: 'required' });
    expect(addressBookErrors({ ...good, countryId: RO, zipcode: '400001', county: 'RO-XX' }, rules)).toEqual({ county: 'county' });
  });

  test('S5-09 S5-10 phone numbers: digits, spaces and + only, 9 to 20 characters', () => {
    for (const phone of ['0660-1234567', '+43 660', '1'.repeat(21)]) expect(addressBookErrors({ ...good, phone }, rules)).toEqual({ phone: 'phone' });
    expect(addressBookErrors({ ...good, cellphone: 'abc' }, rules)).toEqual({ cellphone: 'phone' });
  });

  test('S5-11 the config phone_regex wins over the built-in rule', () => {
    const austrian = { ...rules, phonePattern: '^(\\+43 ?|0)[1-9][0-9 ]{6,17}$' };
    expect(addressBookErrors({ ...good, phone: '+49 30 1234567' }, austrian)).toEqual({ phone: 'phone' });
    expect(addressBookErrors({ ...good, phone: '+49 30 1234567' }, rules)).toEqual({});
  });

  test('S5-13 is_phone_required asks for a phone or a cellphone number', () => {
    const required = { ...rules, phoneRequired: true };
    expect(addressBookErrors({ ...good, phone: '' }, required)).toEqual({ phone: 'required' });
    expect(addressBookErrors({ ...good, phone: '', cellphone: '0664 1234567' }, required)).toEqual({});
    expect(addressBookErrors({ ...good, phone: '' }, rules)).toEqual({});
  });

  test('S5-12 S8-22 a business customer VAT number needs its country format and vat_min_length', () => {
    const business = { ...rules, business: true };
    expect(addressBookErrors({ ...good, vatNumber: 'AT1234567' }, business)).toEqual({ vatNumber: 'vatNumber' });
    expect(addressBookErrors({ ...good, vatNumber: 'ATU12345678' }, business)).toEqual({});
    expect(addressBookErrors({ ...good, vatNumber: 'RO12' }, business)).toEqual({ vatNumber: 'vatNumber' });
    expect(addressBookErrors({ ...good, vatNumber: 'RO12' }, { ...business, vatMinLength: 4 })).toEqual({});
  });
});
