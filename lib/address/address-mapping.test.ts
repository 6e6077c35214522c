import { addressOfFields, fieldsOfAddress, stateIdOfCounty } from './address-mapping';

const COUNTIES = [{ id: 7, code: 'RO-CJ' }];
const saved = {
  firstname: 'Ioana', lastname: 'Popescu', company: '', vat_number: '', address1: 'Strada Fabricii 93', address2: 'ap. 4', zipcode: '400620', city: 'Cluj-Napoca',
  country_id: 146, state_id: 7,
};

describe('between the backend\'s address and a form\'s fields', () => {
  test('address1/address2 are the street and second line, the state id the county code', () => {
    expect(fieldsOfAddress(saved, COUNTIES)).toEqual({
      firstname: 'Ioana', lastname: 'Popescu', company: '', vatNumber: '', street: 'Strada Fabricii 93', addressExtra: 'ap. 4', zipcode: '400620', city: 'Cluj-Napoca',
      countryId: 146, county: 'RO-CJ',
    });
  });

  test('a county id the list does not know, or none, is no county', () => {
    expect(fieldsOfAddress({ ...saved, state_id: 99 }, COUNTIES).county).toBe('');
    expect(fieldsOfAddress({ ...saved, state_id: null }, COUNTIES).county).toBe('');
    expect(stateIdOfCounty('RO-B', COUNTIES)).toBeNull();
    expect(stateIdOfCounty('', COUNTIES)).toBeNull();
  });

  test('form fields go back trimmed, with the county\'s id; a round trip keeps the address', () => {
    const fields = { ...fieldsOfAddress(saved, COUNTIES), city: ' Cluj-Napoca ', vatNumber: ' RO123 ' };
    expect(addressOfFields(fields, stateIdOfCounty(fields.county, COUNTIES))).toEqual({ ...saved, vat_number: 'RO123' });
  });
});
