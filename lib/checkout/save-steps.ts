import 'server-only';
import type { z } from 'zod';
import { err, ok, type Result } from '@/lib/api/result';
import type { RequestContext } from '@/lib/request/request-context';
import { UpstreamUnavailableError } from '@/lib/api/result';
import { addressStepErrors, type AddressStepInput } from '@/lib/checkout/address-step-rules';
import { FIELD_LIMITS, phoneError, ROMANIA_ISO, type FieldError } from '@/lib/address/address-rules';
import { normaliseVatNumber } from '@/lib/address/vat-number';
import type { addressInputSchema, addressStepInputSchema, shippingStepInputSchema } from './checkout-input';
import type { CheckoutErrorCode, CheckoutState } from './checkout-state';
import { loadCheckoutState } from './checkout-state-server';
import { deliveryCountries } from '@/lib/address/delivery-countries-server';
import { readCounties } from '@/lib/address/counties-server';
import { NOTHING_MADE, type ExpressData } from './express-data';

/**
 * Saving the address and shipping steps: the field rules again on the server (the browser's check is a courtesy), then
 * the new express data and the checkout view it gives. Nothing is saved when anything is refused.
 */
export type StepRefusal = { code: CheckoutErrorCode; fields?: Partial<Record<string, FieldError>> };
export type SavedStep = { express: ExpressData; state: CheckoutState };

/** A Romanian address keeps its county's code; other countries have none. */
const trimAddress = (address: z.infer<typeof addressInputSchema>, company: boolean, romanian: boolean): ExpressData['invoiceAddress'] => ({
  salutation: company ? 'company' : address.salutation,
  firstname: address.firstname.trim(),
  lastname: address.lastname.trim(),
  company: address.company.trim(),
  vatNumber: company ? normaliseVatNumber(address.vatNumber) : '',
  street: address.street.trim(),
  addressExtra: address.addressExtra.trim(),
  zipcode: address.zipcode.trim(),
  city: address.city.trim(),
  countryId: address.countryId,
  county: romanian ? address.county.trim() : '',
});

async function load(context: RequestContext, express: ExpressData): Promise<Result<CheckoutState, StepRefusal>> {
  const loaded = await loadCheckoutState({ context, express });
  if (!loaded.ok) return err({ code: loaded.error });
  if (loaded.data.kind === 'empty') return err({ code: 'cart-empty' });
  return ok(loaded.data.state);
}

function cartRefusal(context: RequestContext): StepRefusal | null {
  if (context.cart.kind === 'forged') return { code: 'foreign-cart' };
  if (context.cart.kind === 'none') return { code: 'cart-empty' };
  return null;
}

/** The address step: contact, invoice address, delivery address when it differs, business customer. */
export async function saveAddressStep(
  context: RequestContext,
  previous: ExpressData | null,
  input: z.infer<typeof addressStepInputSchema>,
): Promise<Result<SavedStep, StepRefusal>> {
  const refusal = cartRefusal(context);
  if (refusal) return err(refusal);
  let countries;
  try {
    countries = await deliveryCountries(context.shop);
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return err({ code: 'checkout-unavailable' });
    throw error;
  }
  const romanian = (countryId: number) => countries.countries.some((country) => country.id === countryId && country.isoalpha2 === ROMANIA_ISO);
  const counties = await readCounties(context.shop, countries.countries);
  // Without the county list a Romanian address cannot be checked (nor sent later): the step waits for the backend.
  if (!counties.ok && (romanian(input.invoice.countryId) || (input.deliveryDiffers && romanian(input.delivery.countryId)))) return err({ code: 'checkout-unavailable' });
  const rules = {
    countries: countries.countries.map((country) => ({ id: country.id, iso: country.isoalpha2 })),
    phonePattern: countries.config.phone_regex,
    phoneConfigRequired: countries.config.is_phone_required,
    freight: false,
    countyCodes: counties.ok ? counties.data.map((county) => county.code) : [],
  };
  const form: AddressStepInput = input;
  const errors = addressStepErrors(form, rules);
  if (Object.keys(errors).length > 0) return err({ code: 'invalid', fields: errors });

  const express: ExpressData = {
    // A logged-in customer's contact e-mail is the account's (ADR 0029).
    contact: { email: context.session.kind === 'customer' ? context.session.email : input.email.trim(), phone: input.phone.trim(), business: input.business },
    invoiceAddress: trimAddress(input.invoice, input.business, romanian(input.invoice.countryId)),
    deliveryAddress: input.deliveryDiffers ? trimAddress(input.delivery, false, romanian(input.delivery.countryId)) : null,
    shipping: previous?.shipping ?? null,
    made: previous?.made ?? NOTHING_MADE,
  };
  const state = await load(context, express);
  if (!state.ok) return state;
  // S5-15: with freight items in the cart the carrier calls ahead, so the phone is needed now.
  const phone = phoneError(express.contact.phone, { configRequired: rules.phoneConfigRequired, pickup: false, freight: state.data.freightTitles.length > 0 }, rules.phonePattern);
  if (phone) return err({ code: 'invalid', fields: { phone } });
  return ok({ express, state: state.data });
}

/** The shipping step: delivery method (and pickup centre), payment method, message, complete delivery. */
export async function saveShippingStep(
  context: RequestContext,
  previous: ExpressData | null,
  input: z.infer<typeof shippingStepInputSchema>,
): Promise<Result<SavedStep, StepRefusal>> {
  const refusal = cartRefusal(context);
  if (refusal) return err(refusal);
  if (!previous) return err({ code: 'session-expired' });
  const message = input.message.trim();
  if (message.length > FIELD_LIMITS.message) return err({ code: 'invalid', fields: { message: 'tooLong' } });
  const phoneInput = (input.phone ?? previous.contact.phone).trim();
  const shipping: NonNullable<ExpressData['shipping']> = {
    deliveryModuleId: input.deliveryModuleId,
    pickupCentreId: input.pickupCentreId,
    paymentModuleId: input.paymentModuleId,
    message,
    completeDelivery: input.completeDelivery,
  };
  const loaded = await load(context, { ...previous, contact: { ...previous.contact, phone: phoneInput }, shipping });
  if (!loaded.ok) return loaded;
  const state = loaded.data;
  const delivery = state.deliveryMethods;
  const payment = state.paymentMethods;
  if (!delivery || delivery.unavailable || !payment || payment.unavailable) return err({ code: 'checkout-unavailable' });
  if (delivery.options.length === 0) return err({ code: 'no-deliveries' });
  const chosen = delivery.options.find((option) => option.id === input.deliveryModuleId);
  if (!chosen) return err({ code: 'delivery-unavailable' });
  if (!payment.options.some((option) => option.id === input.paymentModuleId)) return err({ code: 'payment-unavailable' });
  if (chosen.pickup && state.pickupCentres.length === 0) return err({ code: 'no-pickup' });
  if (chosen.pickup && !state.pickupCentres.some((centre) => centre.id === input.pickupCentreId)) return err({ code: 'invalid', fields: { pickupCentreId: 'required' } });
  const { config } = await deliveryCountries(context.shop);
  const need = { configRequired: config.is_phone_required, pickup: chosen.pickup, freight: !chosen.pickup && state.freightTitles.length > 0 };
  const phone = phoneError(phoneInput, need, config.phone_regex);
  if (phone) return err({ code: 'invalid', fields: { phone } });
  // A pickup centre belongs to local pickup only.
  const saved = { ...shipping, pickupCentreId: chosen.pickup ? shipping.pickupCentreId : null };
  const express: ExpressData = { ...previous, contact: { ...previous.contact, phone: phoneInput }, shipping: saved };
  return ok({ express, state: { ...state, shipping: saved, contact: express.contact } });
}
