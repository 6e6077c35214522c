/**
 * The address book's field rules (spec sections 3 and 5), pure: the form checks them in the browser on blur and on
 * submit, the storefront's route checks them again before it calls the backend. The address itself is checked by the
 * one set of address rules (lib/address/address-rules.ts: names, street, postcode per country, Romanian county); the
 * address book adds its own: the optional salutation (S3-43, lib/address/salutation.ts), the label as a short string
 * (S5-22), phone or cellphone (the config's phone_regex wins, is_phone_required), and a business customer's VAT
 * number (vat_min_length, S5-12).
 */
import { SHORT_STRING_MIN_LENGTH } from '@/contract/constants';
import { addressErrors, emptyAddressFields, phoneError, phoneValid, type AddressFields, type FieldError } from '@/lib/address/address-rules';
import { vatNumberFormatValid } from '@/lib/address/vat-number';
import { DEFAULT_SALUTATION, type Salutation } from '@/lib/address/salutation';

/** Longest label. */
export const LABEL_MAX_LENGTH = 50;

/** One address as the form holds it (S3-45): its label, salutation, the address fields, phone numbers and default flag. */
export type AddressBookInput = {
  label: string;
  /** The salutation (lib/address/salutation.ts): optional, 'none' by default. */
  title: Salutation;
} & AddressFields & {
  phone: string;
  cellphone: string;
  isDefault: boolean;
};

export type AddressBookField = Exclude<keyof AddressBookInput, 'isDefault'>;
export type AddressBookErrors = Partial<Record<AddressBookField, FieldError>>;

export type AddressBookRules = {
  countries: readonly { id: number; iso: string }[];
  countyCodes: readonly string[];
  /** Config phone_regex (S5-11), null when unset. */
  phonePattern: string | null;
  /** Config is_phone_required (S5-13): then a phone or a cellphone number is needed. */
  phoneRequired: boolean;
  /** Config vat_min_length (S5-12). */
  vatMinLength: number;
  /** A business customer's addresses carry the company VAT number (S3-44). */
  business: boolean;
};

export function emptyAddressBookInput(countryId: number): AddressBookInput {
  return { label: '', title: DEFAULT_SALUTATION, ...emptyAddressFields(countryId), phone: '', cellphone: '', isDefault: false };
}

/** Every error of an address at once (the form shows them all, with a summary). */
export function addressBookErrors(input: AddressBookInput, rules: AddressBookRules): AddressBookErrors {
  // The company is optional here and the VAT number has the address book's own rule (below).
  const errors: AddressBookErrors = addressErrors(input, false, rules);
  const label = input.label.trim();
  if (label.length > LABEL_MAX_LENGTH) errors.label = 'tooLong';
  else if (label !== '' && label.length < SHORT_STRING_MIN_LENGTH) errors.label = 'tooShort';
  const cellphone = input.cellphone.trim();
  const phone = phoneError(input.phone, { configRequired: rules.phoneRequired && cellphone === '', pickup: false, freight: false }, rules.phonePattern);
  if (phone) errors.phone = phone;
  if (cellphone !== '' && !phoneValid(cellphone, rules.phonePattern)) errors.cellphone = 'phone';
  const vat = input.vatNumber.trim();
  if (rules.business && vat !== '' && !vatNumberFormatValid(vat, rules.vatMinLength)) errors.vatNumber = 'vatNumber';
  return errors;
}
