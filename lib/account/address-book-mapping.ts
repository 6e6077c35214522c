/**
 * Between the backend's address (contract/account-profile.ts) and the address book form's (address-book-rules.ts):
 * title id ↔ title kind (S3-43), address1/address2 ↔ street line and second line, state id ↔ county code.
 */
import type { AddressBookInput } from './address-book-rules';
import { salutationOfTitle, titleOfSalutation } from '@/lib/address/salutation';

/** The backend's address fields this module reads and writes (AddressItem without its id). */
export type BackendAddress = {
  label: string; title: number; firstname: string; lastname: string; company: string; vat_number: string; address1: string; address2: string;
  zipcode: string; city: string; country_id: number; state_id: number | null; phone: string; cellphone: string; is_default: boolean;
};

/** One saved address as the browser gets it: its id and its form fields. */
export type AddressBookEntry = { id: number } & AddressBookInput;

export type CountyRef = { id: number; code: string };


export function entryOfAddress(address: BackendAddress & { id: number }, counties: readonly CountyRef[]): AddressBookEntry {
  return {
    id: address.id, label: address.label, title: salutationOfTitle(address.title), firstname: address.firstname, lastname: address.lastname, company: address.company,
    vatNumber: address.vat_number, street: address.address1, addressExtra: address.address2, zipcode: address.zipcode, city: address.city,
    countryId: address.country_id, county: counties.find((county) => county.id === address.state_id)?.code ?? '', phone: address.phone,
    cellphone: address.cellphone, isDefault: address.is_default,
  };
}

/** The backend's fields of a checked form; the county only for a county the list knows. */
export function addressOfInput(input: AddressBookInput, counties: readonly CountyRef[]): BackendAddress {
  return {
    label: input.label.trim(), title: titleOfSalutation(input.title), firstname: input.firstname.trim(), lastname: input.lastname.trim(), company: input.company.trim(),
    vat_number: input.vatNumber.trim(), address1: input.street.trim(), address2: input.addressExtra.trim(), zipcode: input.zipcode.trim(), city: input.city.trim(),
    country_id: input.countryId, state_id: counties.find((county) => county.code === input.county)?.id ?? null, phone: input.phone.trim(),
    cellphone: input.cellphone.trim(), is_default: input.isDefault,
  };
}
