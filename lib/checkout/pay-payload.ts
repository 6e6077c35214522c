import crypto from 'node:crypto';
import type { PayRequest } from '@/contract/checkout';
import type { AddressCreateRequest } from '@/contract/address';
import type { TheliaLocale } from '@/contract/common';
import type { ShopSession } from '@/lib/request/session';
import { err, ok, type Result } from '@/lib/api/result';
import { normaliseVatNumber } from '@/lib/address/vat-number';
import { ROMANIA_ISO } from '@/lib/address/address-rules';
import { addressOfFields } from '@/lib/address/address-mapping';
import type { ExpressData } from './express-data';
import { titleOfSalutation } from '@/lib/address/salutation';

type StoredAddress = ExpressData['invoiceAddress'];

/** The return address of every payment provider: the shop's configured origin (never a request header). */
export const RETURN_PATH = '/api/checkout/return';

/**
 * S6-08: company status and the guest flag of the pay payload. A guest checkout is `guest: true`; `isCompany` is the
 * address step's business customer choice (the account work sets it from the customer's record for customers).
 */
export function customerFlags(session: ShopSession, business: boolean): { isCompany: boolean; guest: boolean } {
  return { isCompany: business, guest: session.kind === 'guest' };
}

/**
 * The idempotency key of one order submission (`session_id`): HMAC of the cart id and the attempt id made when the
 * review step rendered, so the same submission twice places one order and nobody can guess another cart's key.
 */
export function paySessionId(key: Buffer, cartId: number, attemptId: string): string {
  return crypto.createHmac('sha256', key).update(`${cartId}:${attemptId}`).digest('base64url');
}

/** Thelia's title of an address: Company for a business customer's invoice address, else the salutation. */
export function titleOf(address: StoredAddress, company: boolean): number {
  if (company) return titleOfSalutation('company');
  return titleOfSalutation(address.salutation);
}

/**
 * The backend's address of a stored one. A Romanian address sends its county as `state_id` (the id of the backend's
 * county whose code the checkout kept; `stateId`), other countries none.
 */
export function addressRequest(customerId: number, address: StoredAddress, options: { company: boolean; phone: string; stateId: number | null }): AddressCreateRequest {
  return {
    customer_id: customerId,
    label: '',
    title: titleOf(address, options.company),
    ...addressOfFields(address, options.stateId),
    vat_number: options.company ? normaliseVatNumber(address.vatNumber) : '',
    address3: '',
    phone: options.phone.trim(),
    cellphone: '',
    is_default: false,
  };
}

/**
 * The backend's county id of a stored address: the id of the county whose code it kept for a Romanian address (a code
 * the list no longer has, or none, is refused: the backend would answer 'Invalid county'), null elsewhere.
 */
export function stateIdOf(address: StoredAddress, countryIso: string | null, counties: readonly { id: number; code: string }[]): Result<number | null, 'county'> {
  if (countryIso !== ROMANIA_ISO) return ok(null);
  const county = counties.find((candidate) => candidate.code === address.county);
  return county ? ok(county.id) : err('county');
}

/** A key of the data a backend record was made from: the same data again reuses the record. */
export function recordKey(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

export type PayPayloadInput = {
  cartId: number;
  customerId: number;
  coupon: string | null;
  origin: string;
  sessionId: string;
  data: ExpressData & { shipping: NonNullable<ExpressData['shipping']> };
  invoiceAddressId: number;
  deliveryAddressId: number;
  pickup: boolean;
  postageTaxRuleTitle: string;
  countryId: number;
  locale: TheliaLocale;
  flags: { isCompany: boolean; guest: boolean };
  confirmUndeliverable: boolean;
};

/** The S7-20 pay payload, built from the server-side state only. */
export function payPayload(input: PayPayloadInput): PayRequest {
  const { shipping, contact } = input.data;
  return {
    cart_id: input.cartId,
    customer_id: input.customerId,
    appliedCoupon: input.coupon,
    api_call: `${input.origin}${RETURN_PATH}`,
    session_id: input.sessionId,
    email: contact.email.trim(),
    delivery_address_id: input.deliveryAddressId,
    delivery_module_id: shipping.deliveryModuleId,
    invoice_address_id: input.invoiceAddressId,
    payment_module_id: shipping.paymentModuleId,
    postage_tax_rule_title: input.postageTaxRuleTitle.slice(0, 100),
    country_id: input.countryId,
    locale: input.locale,
    isCompany: input.flags.isCompany,
    message: shipping.message.trim(),
    isCompleteDelivery: shipping.completeDelivery,
    guest: input.flags.guest,
    confirm_undeliverable: input.confirmUndeliverable,
    fulfilment_center_id: input.pickup ? shipping.pickupCentreId : null,
  };
}
