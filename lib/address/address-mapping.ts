/**
 * Between the backend's address (contract/address.ts) and a form's address fields (address-rules.ts), one way for
 * the address book and the checkout: address1/address2 ↔ street line and second line, state id ↔ county code.
 */
import type { PostalAddress } from '@/contract/address';
import type { AddressFields } from './address-rules';

/** A Romanian county as the mapping needs it: the backend's id and its ISO 3166-2 code ('RO-CJ'). */
export type CountyRef = { id: number; code: string };

/** The backend's fields of an address that a form edits (names, company, VAT number, street lines, place, county). */
export type BackendAddressFields = Pick<PostalAddress, 'firstname' | 'lastname' | 'company' | 'vat_number' | 'address1' | 'address2' | 'zipcode' | 'city' | 'country_id'> & {
  state_id: number | null;
};

/** The form fields of a backend address; a county id the list does not know is no county. */
export function fieldsOfAddress(address: BackendAddressFields, counties: readonly CountyRef[]): AddressFields {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    vatNumber: address.vat_number,
    street: address.address1,
    addressExtra: address.address2,
    zipcode: address.zipcode,
    city: address.city,
    countryId: address.country_id,
    county: address.state_id === null ? '' : (counties.find((county) => county.id === address.state_id)?.code ?? ''),
  };
}

/** The backend's id of a county code; null for '' or a code the list does not know. */
export function stateIdOfCounty(code: string, counties: readonly CountyRef[]): number | null {
  return counties.find((county) => county.code === code)?.id ?? null;
}

/** The backend's fields of checked form fields, trimmed, with the county as the backend's `stateId`. */
export function addressOfFields(fields: AddressFields, stateId: number | null): BackendAddressFields {
  return {
    firstname: fields.firstname.trim(),
    lastname: fields.lastname.trim(),
    company: fields.company.trim(),
    vat_number: fields.vatNumber.trim(),
    address1: fields.street.trim(),
    address2: fields.addressExtra.trim(),
    zipcode: fields.zipcode.trim(),
    city: fields.city.trim(),
    country_id: fields.countryId,
    state_id: stateId,
  };
}
