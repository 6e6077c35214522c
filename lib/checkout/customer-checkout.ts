import type { AddressCreateRequest } from '@/contract/address';
import type { AddressItem as SavedAddress, AddressUpdateRequest } from '@/contract/account-profile';
import type { AddressInput } from '@/lib/checkout/address-step-rules';
import { salutationOfTitle } from '@/lib/address/salutation';
import { fieldsOfAddress, type CountyRef } from '@/lib/address/address-mapping';

/**
 * The checkout of a logged-in customer (pure rules): a saved address of the account as the address form's input, its
 * one-line label for the picker, and the saved address an order's address is (so an order from a saved address uses
 * that address and does not add a copy to the address book, updating its salutation or phone when only they changed).
 */

/** A customer's saved address offered to the checkout: its id, a one-line label and the form's input for it. */
export type CheckoutSavedAddress = { id: number; label: string; isDefault: boolean; input: AddressInput };

/** The form input of a saved address (a Romanian county's code from the backend's county id). */
export function savedAddressInput(saved: SavedAddress, counties: readonly CountyRef[]): AddressInput {
  return { salutation: salutationOfTitle(saved.title), ...fieldsOfAddress(saved, counties) };
}

/** 'Anna Berger, Mariahilfer Straße 1, 1060 Wien' (with the address's own label first when it has one). */
export function savedAddressLabel(saved: SavedAddress): string {
  const parts = [saved.label, [saved.company, `${saved.firstname} ${saved.lastname}`.trim()].filter((part) => part).join(', '), saved.address1, `${saved.zipcode} ${saved.city}`.trim()];
  return parts.filter((part) => part.trim() !== '').join(', ');
}

export function checkoutSavedAddresses(saved: readonly SavedAddress[], counties: readonly CountyRef[]): CheckoutSavedAddress[] {
  return saved.map((address) => ({ id: address.id, label: savedAddressLabel(address), isDefault: address.is_default, input: savedAddressInput(address, counties) }));
}

const normalised = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A saved address the order's address is: its id, and the saved address as the order changes it (or null). */
export type SavedAddressMatch = { id: number; update: AddressUpdateRequest | null };

/**
 * The saved address an order's address request is: same names, company, VAT number, street lines, postcode, city,
 * country and county (case and spacing aside); null when none is, so the checkout makes a new one. The salutation and
 * the phone number are no part of where the goods go: when only they changed, the saved address is updated with them
 * (`update`) instead of a copy being added to the address book.
 */
export function matchingSavedAddress(request: AddressCreateRequest, saved: readonly SavedAddress[]): SavedAddressMatch | null {
  const texts = (address: Pick<AddressCreateRequest, 'firstname' | 'lastname' | 'company' | 'vat_number' | 'address1' | 'address2' | 'zipcode' | 'city'>) =>
    [address.firstname, address.lastname, address.company, address.vat_number, address.address1, address.address2, address.zipcode, address.city].map(normalised).join('|');
  const wanted = texts(request);
  const same = saved.filter((address) => address.country_id === request.country_id && address.state_id === request.state_id && texts(address) === wanted);
  const phone = request.phone ?? '';
  const unchanged = (address: SavedAddress) => address.title === request.title && (phone === '' || normalised(address.phone) === normalised(phone));
  // An exact copy first (nothing to update), else the first with the same place.
  const found = same.find(unchanged) ?? same[0];
  if (!found) return null;
  if (unchanged(found)) return { id: found.id, update: null };
  const { id, ...rest } = found;
  return { id, update: { ...rest, title: request.title, phone: phone === '' ? found.phone : phone } };
}
