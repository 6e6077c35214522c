/**
 * Between the backend's address (contract/account-profile.ts) and the address book form's (address-book-rules.ts):
 * the address fields by the one mapping (lib/address/address-mapping.ts), plus the book's own label, title id ↔ title
 * kind (S3-43), phone numbers and default flag.
 */
import { addressOfFields, fieldsOfAddress, stateIdOfCounty, type BackendAddressFields, type CountyRef } from '@/lib/address/address-mapping';
import { salutationOfTitle, titleOfSalutation } from '@/lib/address/salutation';
import type { AddressBookInput } from './address-book-rules';

/** The backend's address fields this module reads and writes (AddressItem without its id). */
export type BackendAddress = { label: string; title: number } & BackendAddressFields & { phone: string; cellphone: string; is_default: boolean };

/** One saved address as the browser gets it: its id and its form fields. */
export type AddressBookEntry = { id: number } & AddressBookInput;

export function entryOfAddress(address: BackendAddress & { id: number }, counties: readonly CountyRef[]): AddressBookEntry {
  return {
    id: address.id, label: address.label, title: salutationOfTitle(address.title), ...fieldsOfAddress(address, counties), phone: address.phone,
    cellphone: address.cellphone, isDefault: address.is_default,
  };
}

/** The backend's fields of a checked form; the county only for a county the list knows. */
export function addressOfInput(input: AddressBookInput, counties: readonly CountyRef[]): BackendAddress {
  return {
    label: input.label.trim(), title: titleOfSalutation(input.title), ...addressOfFields(input, stateIdOfCounty(input.county, counties)), phone: input.phone.trim(),
    cellphone: input.cellphone.trim(), is_default: input.isDefault,
  };
}
