import { addressErrors, emptyAddressFields, fieldLimit, FIELD_LIMITS, type AddressFields, type AddressPlaces } from './address-rules';
import { addressFieldsShape } from './address-shape';

const places: AddressPlaces = { countries: [{ id: 13, iso: 'AT' }, { id: 146, iso: 'RO' }], countyCodes: ['RO-CJ'] };
const vienna: AddressFields = { ...emptyAddressFields(13), firstname: 'Anna', lastname: 'Berger', street: 'Hauptstraße 10/A/4/15', zipcode: '1100', city: 'Wien' };

describe('the rules of one address, shared by the checkout and the address book', () => {
  test('errors are named by the field alone; a valid address has none', () => {
    expect(addressErrors(vienna, false, places)).toEqual({});
    expect(addressErrors(emptyAddressFields(13), false, places)).toEqual({ firstname: 'required', lastname: 'required', street: 'required', zipcode: 'required', city: 'required' });
  });

  test('S5-16 S5-18 the postcode follows the country; a Romanian address needs a county of the list', () => {
    expect(addressErrors({ ...vienna, zipcode: '11000' }, false, places)).toEqual({ zipcode: 'postcode' });
    const cluj = { ...vienna, countryId: 146, zipcode: '400620', city: 'Cluj-Napoca' };
    expect(addressErrors(cluj, false, places)).toEqual({ county: 'required' });
    expect(addressErrors({ ...cluj, county: 'RO-B' }, false, places)).toEqual({ county: 'county' });
    expect(addressErrors({ ...cluj, county: 'RO-CJ' }, false, places)).toEqual({});
    expect(addressErrors({ ...vienna, countryId: 999 }, false, places)).toEqual({ countryId: 'country' });
  });

  test('only a company address requires the company and checks the VAT number against its country', () => {
    expect(addressErrors({ ...vienna, vatNumber: 'nonsense' }, false, places)).toEqual({});
    expect(addressErrors({ ...vienna, vatNumber: 'DE123456789' }, true, places)).toEqual({ company: 'required', vatNumber: 'vatNumber' });
    expect(addressErrors({ ...vienna, company: 'Bad & Co GmbH', vatNumber: 'ATU12345678' }, true, places)).toEqual({});
  });

  test('first and last name share the name limit; other fields have their own', () => {
    expect(fieldLimit('firstname')).toBe(FIELD_LIMITS.name);
    expect(fieldLimit('lastname')).toBe(FIELD_LIMITS.name);
    expect(fieldLimit('street')).toBe(FIELD_LIMITS.street);
    expect(fieldLimit('county')).toBe(FIELD_LIMITS.county);
  });

  test('a schema shape lists every address field, in the forms\' order, with the caller\'s field schemas', () => {
    const shape = addressFieldsShape((field) => `text:${field}`, 'country');
    expect(Object.keys(shape)).toEqual(['firstname', 'lastname', 'company', 'vatNumber', 'street', 'addressExtra', 'zipcode', 'city', 'countryId', 'county']);
    expect(shape.street).toBe('text:street');
    expect(shape.countryId).toBe('country');
  });
});
