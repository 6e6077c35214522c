import type { AddressItem as SavedAddress } from '@/contract/account-profile';
import type { AddressCreateRequest } from '@/contract/address';
import { checkoutSavedAddresses, matchingSavedAddress, savedAddressInput, savedAddressLabel } from './customer-checkout';

const saved: SavedAddress = {
  id: 7, label: '', title: 2, firstname: 'Ioana', lastname: 'Popescu', company: '', vat_number: '', address1: 'Strada Lipscani 10', address2: 'ap. 4',
  address3: '', zipcode: '030031', city: 'București', country_id: 146, state_id: 11, phone: '+40 721 123 456', cellphone: '', is_default: true,
};
const counties = [{ id: 11, code: 'RO-B' }, { id: 12, code: 'RO-CJ' }];

const request = (patch: Partial<AddressCreateRequest> = {}): AddressCreateRequest => ({
  customer_id: 3, label: '', title: 2, firstname: 'Ioana', lastname: 'Popescu', company: '', vat_number: '', address1: 'Strada Lipscani 10', address2: 'ap. 4',
  address3: '', zipcode: '030031', city: 'București', country_id: 146, state_id: 11, phone: '+40 721 123 456', cellphone: '', is_default: false, ...patch,
});

describe('checkout of a logged-in customer', () => {
  test("a saved address fills the checkout's address form, with the county's code", () => {
    expect(savedAddressInput(saved, counties)).toEqual({
      salutation: 'miss', firstname: 'Ioana', lastname: 'Popescu', company: '', vatNumber: '', street: 'Strada Lipscani 10', addressExtra: 'ap. 4', zipcode: '030031',
      city: 'București', countryId: 146, county: 'RO-B',
    });
    expect(savedAddressInput({ ...saved, title: 1, state_id: null }, counties)).toMatchObject({ salutation: 'mr', county: '' });
    expect(savedAddressInput({ ...saved, title: 3 }, counties).salutation).toBe('company');
    expect(savedAddressInput({ ...saved, title: 4 }, counties).salutation).toBe('none');
  });

  test('the picker label names the address in one line', () => {
    expect(savedAddressLabel(saved)).toBe('Ioana Popescu, Strada Lipscani 10, 030031 București');
    expect(savedAddressLabel({ ...saved, label: 'Büro', company: 'Weber GmbH' })).toBe('Büro, Weber GmbH, Ioana Popescu, Strada Lipscani 10, 030031 București');
    expect(checkoutSavedAddresses([saved], counties)[0]).toMatchObject({ id: 7, isDefault: true });
  });

  test('an order address equal to a saved one (case and spaces aside) uses it; a different place makes a new one', () => {
    expect(matchingSavedAddress(request(), [saved])).toEqual({ id: 7, update: null });
    expect(matchingSavedAddress(request({ address1: '  strada  lipscani 10 ', phone: '' }), [saved])).toEqual({ id: 7, update: null });
    for (const patch of [{ address1: 'Strada Lipscani 12' }, { zipcode: '030032' }, { state_id: 12 }, { company: 'SRL' }, { country_id: 5 }, { firstname: 'Ion' }]) {
      expect({ patch, match: matchingSavedAddress(request(patch), [saved]) }).toEqual({ patch, match: null });
    }
  });

  test('only the salutation or the phone changed: the saved address is updated with them, no copy is added', () => {
    const { id: _id, ...kept } = saved;
    expect(matchingSavedAddress(request({ title: 4 }), [saved])).toEqual({ id: 7, update: { ...kept, title: 4 } });
    expect(matchingSavedAddress(request({ phone: '+40 744 000 111' }), [saved])).toEqual({ id: 7, update: { ...kept, phone: '+40 744 000 111' } });
    expect(matchingSavedAddress(request({ title: 1, phone: '+40 744 000 111' }), [saved])).toEqual({ id: 7, update: { ...kept, title: 1, phone: '+40 744 000 111' } });
    // An exact copy among several saved with the same place is preferred: nothing to update.
    const older = { ...saved, id: 5, title: 1 };
    expect(matchingSavedAddress(request(), [older, saved])).toEqual({ id: 7, update: null });
  });
});
