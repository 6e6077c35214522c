/**
 * The checkout's field rules (spec section 5, decisions.md), pure and shared: the address step checks them in the
 * browser (on blur and on submit) and the storefront checks them again when the step is saved. No zod here: the
 * browser loads this module with the page (ADR 0016).
 */
import { DEFAULT_SALUTATION, type Salutation } from '@/lib/account/salutation';

/** Longest value of each field the checkout accepts (within the backend's address limits). */
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

/** Company VAT numbers (decisions.md): ATU + 8 digits, DE + 9 digits, RO + 2 to 10 digits without a leading zero. */
export const VAT_NUMBER_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  DE: /^DE\d{9}$/,
  RO: /^RO[1-9]\d{1,9}$/,
};
/** Other EU countries: their two-letter prefix and 2 to 12 letters or digits. */
const OTHER_VAT_NUMBER = /^[A-Z]{2}[A-Z0-9]{2,12}$/;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

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

/**
 * Whether the order needs a phone number: when the config says so (is_phone_required), for local pickup (S5-14: the
 * centre calls when the goods are ready) and when the cart holds freight items (S5-15: the carrier agrees the date).
 */
export function phoneRequired(input: { configRequired: boolean; pickup: boolean; freight: boolean }): boolean {
  return input.configRequired || input.pickup || input.freight;
}

/** A VAT number as typed ('atu 1234-5678') in its stored form ('ATU12345678'). */
export function normaliseVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

/** A company VAT number in the format of the invoice country (business customers only). */
export function vatNumberValid(value: string, countryIso: string): boolean {
  const vat = normaliseVatNumber(value);
  const own = VAT_NUMBER_PATTERNS[countryIso];
  if (own) return own.test(vat);
  return OTHER_VAT_NUMBER.test(vat) && vat.startsWith(countryIso);
}

/** Error codes of the checkout's fields; each has a text in the Checkout messages (`errors.{code}`). */
export type FieldError = 'required' | 'tooShort' | 'tooLong' | 'email' | 'phone' | 'phoneRequired' | 'postcode' | 'vatNumber' | 'country' | 'county';


/** One address as the form holds it. */
export type AddressInput = {
  salutation: Salutation;
  firstname: string;
  lastname: string;
  company: string;
  vatNumber: string;
  street: string;
  addressExtra: string;
  zipcode: string;
  city: string;
  countryId: number;
  /** Romanian county (județ): the ISO 3166-2 code of one of the backend's counties ('RO-CJ'), '' elsewhere. */
  county: string;
};

/** The address step as the form holds it. */
export type AddressStepInput = {
  email: string;
  phone: string;
  /** Business customer: company and VAT number on the invoice address. */
  business: boolean;
  invoice: AddressInput;
  /** The delivery address differs from the invoice address. */
  deliveryDiffers: boolean;
  delivery: AddressInput;
};

export type AddressKind = 'invoice' | 'delivery';
export type AddressFieldName = Exclude<keyof AddressInput, 'countryId'> | 'countryId';
export type FieldName = 'email' | 'phone' | `${AddressKind}.${AddressFieldName}`;
export type FieldErrors = Partial<Record<FieldName, FieldError>>;

export type AddressRulesContext = {
  /** The delivery countries the shop offers, with their ISO codes. */
  countries: readonly { id: number; iso: string }[];
  phonePattern: string | null;
  phoneConfigRequired: boolean;
  /** The cart holds freight items (S5-15). */
  freight: boolean;
  /** Codes of the backend's Romanian counties: a Romanian address needs one of them. */
  countyCodes: readonly string[];
};

export const ROMANIA_ISO = 'RO';

export function emptyAddress(countryId: number): AddressInput {
  return { salutation: DEFAULT_SALUTATION, firstname: '', lastname: '', company: '', vatNumber: '', street: '', addressExtra: '', zipcode: '', city: '', countryId, county: '' };
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

/** The errors of one address; `business` only for the invoice address of a business customer. */
export function addressErrors(address: AddressInput, kind: AddressKind, business: boolean, context: AddressRulesContext): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: AddressFieldName, error: FieldError | null) => {
    if (error) errors[`${kind}.${field}`] = error;
  };
  const country = context.countries.find((candidate) => candidate.id === address.countryId);
  const companyAddress = kind === 'invoice' && business;
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
  // Other countries have no county: whatever the form still holds is not saved (save-steps.ts).
  if (country?.iso === ROMANIA_ISO) set('county', address.county === '' ? 'required' : context.countyCodes.includes(address.county) ? null : 'county');
  return errors;
}

/**
 * Every error of the address step at once (the form shows them all, with a summary): e-mail, phone (required by
 * config or for freight items; local pickup is chosen later and checked with the shipping step), the invoice address
 * and, when it differs, the delivery address.
 */
export function addressStepErrors(input: AddressStepInput, context: AddressRulesContext): FieldErrors {
  const errors: FieldErrors = {};
  const email = input.email.trim();
  if (email === '') errors.email = 'required';
  else if (!emailValid(email)) errors.email = 'email';
  const phone = phoneError(input.phone, { configRequired: context.phoneConfigRequired, pickup: false, freight: context.freight }, context.phonePattern);
  if (phone) errors.phone = phone;
  Object.assign(errors, addressErrors(input.invoice, 'invoice', input.business, context));
  if (input.deliveryDiffers) Object.assign(errors, addressErrors(input.delivery, 'delivery', false, context));
  return errors;
}

/** The phone field's error: missing where required (S5-13..S5-15), or not a phone number (S5-09..S5-11). */
export function phoneError(value: string, need: { configRequired: boolean; pickup: boolean; freight: boolean }, pattern: string | null): FieldError | null {
  const phone = value.trim();
  if (phone === '') return phoneRequired(need) ? (need.pickup || need.freight ? 'phoneRequired' : 'required') : null;
  return phoneValid(phone, pattern) ? null : 'phone';
}

/** The country the order is delivered to: the delivery address's when it differs, else the invoice address's. */
export function deliveryCountryOf(input: Pick<AddressStepInput, 'deliveryDiffers' | 'invoice' | 'delivery'>): number {
  return input.deliveryDiffers ? input.delivery.countryId : input.invoice.countryId;
}
