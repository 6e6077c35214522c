/**
 * The rules of the checkout's address step (spec section 5), pure: contact e-mail and phone, the invoice address and,
 * when it differs, the delivery address, each checked by the one set of address rules (lib/address/address-rules.ts).
 * The step checks them in the browser (on blur and on submit) and the storefront again when the step is saved.
 */
import { addressErrors, emailValid, emptyAddressFields, phoneError, type AddressFields, type AddressPlaces, type FieldError } from '@/lib/address/address-rules';
import { DEFAULT_SALUTATION, type Salutation } from '@/lib/address/salutation';

/** One address as the checkout's form holds it: the salutation and the address fields. */
export type AddressInput = { salutation: Salutation } & AddressFields;

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
export type AddressFieldName = keyof AddressInput;
export type FieldName = 'email' | 'phone' | `${AddressKind}.${AddressFieldName}`;
export type FieldErrors = Partial<Record<FieldName, FieldError>>;

export type AddressRulesContext = AddressPlaces & {
  phonePattern: string | null;
  phoneConfigRequired: boolean;
  /** The cart holds freight items (S5-15). */
  freight: boolean;
};

export function emptyAddress(countryId: number): AddressInput {
  return { salutation: DEFAULT_SALUTATION, ...emptyAddressFields(countryId) };
}

/** The errors of one of the step's addresses under its field names (`invoice.street`). */
function kindErrors(address: AddressInput, kind: AddressKind, companyAddress: boolean, context: AddressRulesContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(addressErrors(address, companyAddress, context))) errors[`${kind}.${field as AddressFieldName}`] = error;
  return errors;
}

/**
 * Every error of the address step at once (the form shows them all, with a summary): e-mail, phone (required by
 * config or for freight items; local pickup is chosen later and checked with the shipping step), the invoice address
 * (a business customer's with company and VAT number) and, when it differs, the delivery address.
 */
export function addressStepErrors(input: AddressStepInput, context: AddressRulesContext): FieldErrors {
  const errors: FieldErrors = {};
  const email = input.email.trim();
  if (email === '') errors.email = 'required';
  else if (!emailValid(email)) errors.email = 'email';
  const phone = phoneError(input.phone, { configRequired: context.phoneConfigRequired, pickup: false, freight: context.freight }, context.phonePattern);
  if (phone) errors.phone = phone;
  Object.assign(errors, kindErrors(input.invoice, 'invoice', input.business, context));
  if (input.deliveryDiffers) Object.assign(errors, kindErrors(input.delivery, 'delivery', false, context));
  return errors;
}

/** The country the order is delivered to: the delivery address's when it differs, else the invoice address's. */
export function deliveryCountryOf(input: Pick<AddressStepInput, 'deliveryDiffers' | 'invoice' | 'delivery'>): number {
  return input.deliveryDiffers ? input.delivery.countryId : input.invoice.countryId;
}
