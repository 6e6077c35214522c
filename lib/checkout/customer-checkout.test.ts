import type { AddressItem as SavedAddress } from '@/lib/contract/account-profile';
import type { AddressCreateRequest } from '@/lib/contract/checkout';
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

  test('an order address equal to a saved one (case and spaces aside) uses it; any other difference makes a new one', () => {
    expect(matchingSavedAddress(request(), [saved])).toBe(7);
    expect(matchingSavedAddress(request({ address1: '  strada  lipscani 10 ', phone: '' }), [saved])).toBe(7);
    for (const patch of [{ address1: 'Strada Lipscani 12' }, { zipcode: '030032' }, { state_id: 12 }, { title: 1 }, { company: 'SRL' }, { country_id: 5 }]) {
      expect({ patch, id: matchingSavedAddress(request(patch), [saved]) }).toEqual({ patch, id: null });
    }
  });
});
