/**
 * The address book's field rules (spec sections 3 and 5), pure: the form checks them in the browser on blur and on
 * submit, the storefront's route checks them again before it calls the backend. They reuse the checkout's rules
 * (lib/checkout/address-rules.ts) for names, street, postcode per country, Romanian county and phone numbers
 * (the config's phone_regex wins, is_phone_required), and add the address book's own: the optional salutation (S3-43, salutation.ts), the label as a
 * short string (S5-22), phone or cellphone, and a business customer's VAT number (vat_min_length, S5-12).
 */
import { SHORT_STRING_MIN_LENGTH } from '@/contract/constants';
import { addressErrors, phoneError, phoneValid, type AddressRulesContext, type FieldError } from '@/lib/checkout/address-rules';
import { vatNumberFormatValid } from './vat-number';
import { DEFAULT_SALUTATION, type Salutation } from './salutation';

/** Longest label. */
export const LABEL_MAX_LENGTH = 50;

/**
 * One address as the form holds it (S3-45): street and house number are one line (`street`, the backend's address1,
 * as the checkout keeps it), `addressExtra` is the second line (address2); the county is the ISO code of a Romanian
 * county ('RO-CJ'), '' elsewhere.
 */
export type AddressBookInput = {
  label: string;
  /** The salutation (salutation.ts): optional, 'none' by default. */
  title: Salutation;
  firstname: string;
  lastname: string;
  company: string;
  vatNumber: string;
  street: string;
  addressExtra: string;
  zipcode: string;
  city: string;
  countryId: number;
  county: string;
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
  return {
    label: '', title: DEFAULT_SALUTATION, firstname: '', lastname: '', company: '', vatNumber: '', street: '', addressExtra: '', zipcode: '', city: '', countryId, county: '',
    phone: '', cellphone: '', isDefault: false,
  };
}

/** Every error of an address at once (the form shows them all, with a summary). */
export function addressBookErrors(input: AddressBookInput, rules: AddressBookRules): AddressBookErrors {
  const context: AddressRulesContext = { countries: rules.countries, countyCodes: rules.countyCodes, phonePattern: rules.phonePattern, phoneConfigRequired: false, freight: false };
  const shared = addressErrors(
    {
      salutation: input.title, firstname: input.firstname, lastname: input.lastname, company: input.company, vatNumber: '', street: input.street,
      addressExtra: input.addressExtra, zipcode: input.zipcode, city: input.city, countryId: input.countryId, county: input.county,
    },
    'delivery',
    false,
    context,
  );
  const errors: AddressBookErrors = {};
  for (const [name, error] of Object.entries(shared)) {
    const field = name.replace(/^delivery\./, '');
    if (field === 'salutation') errors.title = error;
    else errors[field as AddressBookField] = error;
  }
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
