import { addressOfInput, entryOfAddress } from './address-book-mapping';

const counties = [{ id: 7, code: 'RO-CJ' }];

describe('address book mapping', () => {
  test('S3-45 street line and second line are address1 and address2; the county is the state id', () => {
    const backend = {
      id: 3, label: 'Büro', title: 2, firstname: 'Ioana', lastname: 'Pop', company: 'SRL', vat_number: 'RO1234', address1: 'Strada Mare 1', address2: 'Ap. 4',
      zipcode: '400001', city: 'Cluj-Napoca', country_id: 146, state_id: 7, phone: '', cellphone: '0722 123 456', is_default: true,
    };
    const entry = entryOfAddress(backend, counties);
    expect(entry).toMatchObject({ id: 3, title: 'miss', street: 'Strada Mare 1', addressExtra: 'Ap. 4', county: 'RO-CJ', isDefault: true });
    const { id, ...input } = entry;
    expect(id).toBe(3);
    const { id: _ignored, ...fields } = backend;
    expect(addressOfInput({ ...input, title: 'miss' }, counties)).toEqual(fields);
  });

  test('an unknown county is none', () => {
    const input = entryOfAddress({ id: 1, label: '', title: 1, firstname: 'A', lastname: 'B', company: '', vat_number: '', address1: 'x', address2: '', zipcode: '1', city: 'c', country_id: 13, state_id: 99, phone: '', cellphone: '', is_default: false }, counties);
    expect(input.county).toBe('');
    expect(addressOfInput({ ...input, title: 'mr', county: 'RO-XX' }, counties).state_id).toBeNull();
  });
});
