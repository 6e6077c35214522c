/**
 * The field rules of one postal address (spec section 5, decisions.md), pure and shared by every form that asks for
 * one: the checkout's address step and the account's address book check them in the browser (on blur and on submit),
 * and the storefront checks them again before it calls the backend. No zod here: the browser loads this module with
 * the page (ADR 0016).
 */
import { vatNumberValid } from './vat-number';

/** Longest value of each field the forms accept (within the backend's address limits). */
export const FIELD_LIMITS = {
  email: 254,
  phone: 20,
  name: 60,
  company: 100,
  vatNumber: 20,
  street: 100,
  addressExtra: 100,
  zipcode: 10,
  city: 60,
  county: 40,
  message: 1000,
} as const;

/** The longest value of an address field: first and last name share the name limit. */
export function fieldLimit(field: Exclude<keyof typeof FIELD_LIMITS, 'name'> | 'firstname' | 'lastname'): number {
  return field === 'firstname' || field === 'lastname' ? FIELD_LIMITS.name : FIELD_LIMITS[field];
}

/** Minimum length of first and last name (S5-21). */
export const NAME_MIN_LENGTH = 2;
/** Street and city need as many characters as a name (the backend's address minimum). */
const PLACE_MIN_LENGTH = 2;

/** Postal codes per country (decisions.md): Austria 4 digits, Germany 5, Romania 6. */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = { AT: /^\d{4}$/, DE: /^\d{5}$/, RO: /^\d{6}$/ };
/** Other countries of the delivery list: 3 to 10 letters, digits, spaces or hyphens. */
const OTHER_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** The built-in phone rule (S5-09, S5-10): digits, spaces and '+' only, 9 to 20 characters. */
export const PHONE_PATTERN = /^[0-9 +]{9,20}$/;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const ROMANIA_ISO = 'RO';

export function emailValid(value: string): boolean {
  const email = value.trim();
  return email.length <= FIELD_LIMITS.email && EMAIL.test(email);
}

/** First and last name: at least 2 characters (S5-20, S5-21). */
export function nameValid(value: string): boolean {
  return value.trim().length >= NAME_MIN_LENGTH;
}

export function postcodeValid(value: string, countryIso: string): boolean {
  const code = value.trim();
  return (POSTCODE_PATTERNS[countryIso] ?? OTHER_POSTCODE).test(code);
}

/**
 * A phone number: the config's `phone_regex` wins where set (S5-11); a pattern that does not compile falls back to
 * the built-in rule (a broken config must not block every order).
 */
export function phoneValid(value: string, configPattern: string | null): boolean {
  const phone = value.trim();
  if (phone.length > FIELD_LIMITS.phone) return false;
  if (configPattern !== null && configPattern.trim() !== '') {
    try {
      return new RegExp(configPattern).test(phone);
    } catch {
      return PHONE_PATTERN.test(phone);
    }
  }
  return PHONE_PATTERN.test(phone);
}

/** Why a phone number may be needed: the config (is_phone_required), local pickup (S5-14), freight items (S5-15). */
export type PhoneNeed = { configRequired: boolean; pickup: boolean; freight: boolean };

/**
 * Whether the order needs a phone number: when the config says so (is_phone_required), for local pickup (S5-14: the
 * centre calls when the goods are ready) and when the cart holds freight items (S5-15: the carrier agrees the date).
 */
export function phoneRequired(need: PhoneNeed): boolean {
  return need.configRequired || need.pickup || need.freight;
}

/** Error codes of address fields; each has a text in the Checkout and AddressBook messages (`errors.{code}`). */
export type FieldError = 'required' | 'tooShort' | 'tooLong' | 'email' | 'phone' | 'phoneRequired' | 'postcode' | 'vatNumber' | 'country' | 'county';

/** The phone field's error: missing where required (S5-13..S5-15), or not a phone number (S5-09..S5-11). */
export function phoneError(value: string, need: PhoneNeed, pattern: string | null): FieldError | null {
  const phone = value.trim();
  if (phone === '') return phoneRequired(need) ? (need.pickup || need.freight ? 'phoneRequired' : 'required') : null;
  return phoneValid(phone, pattern) ? null : 'phone';
}

/**
 * The fields of one postal address as a form holds them: street and house number are one line (`street`, the
 * backend's address1), `addressExtra` the second line (address2); the county is the ISO 3166-2 code of one of the
 * backend's Romanian counties ('RO-CJ'), '' elsewhere.
 */
export type AddressFields = {
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
};
export type AddressField = keyof AddressFields;
export type AddressFieldErrors = Partial<Record<AddressField, FieldError>>;

/** What the rules of an address need to know of the shop. */
export type AddressPlaces = {
  /** The delivery countries the shop offers, with their ISO codes. */
  countries: readonly { id: number; iso: string }[];
  /** Codes of the backend's Romanian counties: a Romanian address needs one of them. */
  countyCodes: readonly string[];
};

export function emptyAddressFields(countryId: number): AddressFields {
  return { firstname: '', lastname: '', company: '', vatNumber: '', street: '', addressExtra: '', zipcode: '', city: '', countryId, county: '' };
}

function textError(value: string, min: number, max: number): FieldError | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length < min) return 'tooShort';
  if (text.length > max) return 'tooLong';
  return null;
}

function optionalTooLong(value: string, max: number): FieldError | null {
  return value.trim().length > max ? 'tooLong' : null;
}

/**
 * The errors of one address. `companyAddress`: the invoice address of a business customer in the checkout, where the
 * company is required and the VAT number, when given, has the format of the address's country.
 */
export function addressErrors(address: AddressFields, companyAddress: boolean, places: AddressPlaces): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const set = (field: AddressField, error: FieldError | null) => {
    if (error) errors[field] = error;
  };
  const country = places.countries.find((candidate) => candidate.id === address.countryId);
  set('firstname', textError(address.firstname, NAME_MIN_LENGTH, FIELD_LIMITS.name));
  set('lastname', textError(address.lastname, NAME_MIN_LENGTH, FIELD_LIMITS.name));
  if (companyAddress) {
    set('company', textError(address.company, PLACE_MIN_LENGTH, FIELD_LIMITS.company));
    const vat = address.vatNumber.trim();
    if (vat !== '') set('vatNumber', vat.length > FIELD_LIMITS.vatNumber ? 'tooLong' : country && vatNumberValid(vat, country.iso) ? null : 'vatNumber');
  } else {
    set('company', optionalTooLong(address.company, FIELD_LIMITS.company));
  }
  set('street', textError(address.street, PLACE_MIN_LENGTH, FIELD_LIMITS.street));
  set('addressExtra', optionalTooLong(address.addressExtra, FIELD_LIMITS.addressExtra));
  const zip = address.zipcode.trim();
  set('zipcode', zip === '' ? 'required' : country && !postcodeValid(zip, country.iso) ? 'postcode' : null);
  set('city', textError(address.city, PLACE_MIN_LENGTH, FIELD_LIMITS.city));
  set('countryId', country ? null : 'country');
  // Other countries have no county: whatever the form still holds is not saved.
  if (country?.iso === ROMANIA_ISO) set('county', address.county === '' ? 'required' : places.countyCodes.includes(address.county) ? null : 'county');
  return errors;
}
