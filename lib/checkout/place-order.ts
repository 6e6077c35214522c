import 'server-only';
import { err, ok, type Result } from '@/lib/api/result';
import { applyCoupon, readCart } from '@/lib/cart/server';
import { PAY_MESSAGES, type PaymentMethodCode, type PayRequest } from '@/contract/checkout';
import type { AddressCreateRequest } from '@/contract/address';
import { serverConfig } from '@/lib/env/server-config';
import type { RequestContext } from '@/lib/request/request-context';
import type { Shop } from '@/contract/shops';
import { theliaLogin, type ShopSession } from '@/lib/request/session';
import { backendFor } from '@/lib/api/clients';
import { savedAddressesCall } from '@/lib/address/saved-addresses-server';
import { addressWriteResponseSchema, type AddressItem as SavedAddress, type AddressUpdateRequest } from '@/contract/account-profile';
import { requestJson } from '@/lib/api/request';
import { matchingSavedAddress } from './customer-checkout';
import { phoneError, ROMANIA_ISO } from '@/lib/address/address-rules';
import type { CheckoutErrorCode } from './checkout-state';
import { loadCheckoutState } from './checkout-state-server';
import { deliveryCountries } from '@/lib/address/delivery-countries-server';
import { checkoutKeys } from './express-cookie';
import { deliveryCountryOfExpress, NOTHING_MADE, type ExpressData, type Made } from './express-data';
import { refusalOf, payOutcome, stripeCheckoutBase } from './pay-answer';
import { readCounties } from '@/lib/address/counties-server';
import { addressRequest, customerFlags, payPayload, paySessionId, recordKey, stateIdOf, titleOf } from './pay-payload';
import { createAddress, createGuestCustomer, pay, postLocalPickup, readPaymentMethods, type CallFailure } from './server';
import { undeliverableOutcome } from './undeliverable';

/**
 * `POST /api/checkout/order`: places the order from the server-side state only (the browser sends an attempt id and
 * the answer to the undeliverable question, never a price, an id or an address). It makes the guest customer and the
 * addresses once (their ids stay in the express data, so a repeat makes no new ones), posts local pickup, re-reads
 * the cart and calls the chosen method's pay route with the S7-20 payload; `session_id` is the submission's
 * idempotency key. The answer is where the browser goes next, or a refusal with its message key and the cart lines
 * it names. The express data is handed back to be written whenever it changed.
 *
 * A repeat of a submission that placed its order (a double click, a retry after an answer that never arrived) is
 * answered with that order: cash on delivery and prepayment empty the cart when the order is placed, so the repeat
 * finds nothing left to order, and the backend, which answers a known `session_id` with its order before it looks
 * at the cart, is asked with the same pay call (placedBySubmission).
 */
export type OrderInput = { context: RequestContext; express: ExpressData | null; attemptId: string; confirmUndeliverable: boolean };
export type OrderRefused = { code: CheckoutErrorCode; titles: string[]; fields?: Record<string, string>; express: ExpressData | null };
export type OrderPlaced = { next: string; express: ExpressData };

const refused = (code: CheckoutErrorCode, express: ExpressData | null, titles: string[] = [], fields?: Record<string, string>): { ok: false; error: OrderRefused } =>
  err({ code, titles, express, ...(fields ? { fields } : {}) });

/** The refusal of a backend call that failed: unreachable is 'checkout-unavailable', anything else a failed order. */
function callRefusal(failure: CallFailure): CheckoutErrorCode {
  if (failure.kind === 'unavailable') return 'checkout-unavailable';
  return refusalOf(failure.status, failure.message).code;
}

/** A backend record made once per distinct data: the stored one while its key matches, else a new one. */
async function once(made: Made | null, key: string, create: () => Promise<Result<number, CallFailure>>): Promise<Result<Made, CallFailure>> {
  if (made && made.key === key) return ok(made);
  const created = await create();
  return created.ok ? ok({ id: created.data, key }) : created;
}

export async function placeOrder(given: OrderInput): Promise<Result<OrderPlaced, OrderRefused>> {
  const input = { ...given, express: withAccountEmail(given.express, given.context.session) };
  const placed = await placeNewOrder(input);
  if (placed.ok || placed.error.code !== 'cart-empty') return placed;
  return placedBySubmission(input, placed.error);
}

/** A logged-in customer orders with the account's e-mail address, whatever the saved step holds (ADR 0029). */
export function withAccountEmail(express: ExpressData | null, session: ShopSession): ExpressData | null {
  if (!express || session.kind !== 'customer' || express.contact.email === session.email) return express;
  return { ...express, contact: { ...express.contact, email: session.email } };
}

/**
 * A logged-in customer's saved addresses, which an order's address may be (then no copy is made); none when the
 * backend cannot list them (logged; the order then makes its addresses as for a guest, under the customer).
 */
/** `PUT {apiUrl}/api/ExternalOrderApi/address/{id}` with the customer's token: a saved address with a new salutation or phone. */
function updateSavedAddress(token: string, id: number, address: AddressUpdateRequest): Promise<Result<unknown>> {
  return requestJson(backendFor(token), `/api/ExternalOrderApi/address/${id}`, addressWriteResponseSchema, { method: 'put', json: address, noStore: true });
}

async function savedAddressesOf(session: ShopSession): Promise<SavedAddress[]> {
  if (session.kind !== 'customer') return [];
  const saved = await savedAddressesCall(backendFor(session.token), session.customerId);
  return saved.ok ? saved.data : [];
}

/** The backend's guest customer and addresses of an order, and the express data that remembers them. */
type GuestRecords = { customerId: number; invoiceAddressId: number; deliveryAddressId: number; express: ExpressData };
type RecordsRefused = { code: CheckoutErrorCode; express: ExpressData; fields?: Record<string, string> };

/**
 * The guest customer and the addresses, once: the records of the express data while they were made from the same
 * data, else new ones (ExternalOrderApi/guest and /address). A Romanian address sends its county's id; a county the
 * list does not know sends the shopper back to the address. With local pickup too the backend wants a delivery
 * address in the delivery country (the order then takes the centre's address), and the invoice address may be abroad.
 * A logged-in customer orders as the account (no guest customer is made): an address equal to one of the account's
 * saved addresses is that address, another one is made for the account (ADR 0029).
 */
async function guestRecords(
  express: ExpressData,
  shop: Shop,
  countries: Parameters<typeof readCounties>[1],
  isoOf: (countryId: number) => string | null,
  session: ShopSession,
): Promise<Result<GuestRecords, RecordsRefused>> {
  const { contact, invoiceAddress, deliveryAddress } = express;
  const romanian = [invoiceAddress, deliveryAddress].some((address) => address !== null && isoOf(address.countryId) === ROMANIA_ISO);
  const counties = romanian ? await readCounties(shop, countries) : ok([]);
  if (!counties.ok) return err({ code: 'checkout-unavailable', express });
  const invoiceState = stateIdOf(invoiceAddress, isoOf(invoiceAddress.countryId), counties.data);
  if (!invoiceState.ok) return err({ code: 'invalid', express, fields: { 'invoice.county': invoiceState.error } });
  const deliveryState = deliveryAddress ? stateIdOf(deliveryAddress, isoOf(deliveryAddress.countryId), counties.data) : ok(null);
  if (!deliveryState.ok) return err({ code: 'invalid', express, fields: { 'delivery.county': deliveryState.error } });

  const guest = {
    email: contact.email,
    title: titleOf(invoiceAddress, contact.business),
    firstname: invoiceAddress.firstname,
    lastname: invoiceAddress.lastname,
    locale: shop.theliaLocale,
  };
  let made = express.made;
  const customer =
    session.kind === 'customer'
      ? ok({ id: session.customerId, key: recordKey({ account: session.customerId }) })
      : await once(made.customer, recordKey(guest), () => createGuestCustomer(guest));
  if (!customer.ok) return err({ code: callRefusal(customer.error), express });
  if (made.customer?.id !== customer.data.id || made.customer.key !== customer.data.key) made = { ...NOTHING_MADE, customer: customer.data };
  const withMade = (next: ExpressData['made']): ExpressData => ({ ...express, made: next });
  const saved = await savedAddressesOf(session);
  const addressOnce = async (prior: Made | null, request: AddressCreateRequest) => {
    const match = matchingSavedAddress(request, saved);
    // Only the salutation or phone changed: the saved address takes them (the order copies it when placed).
    const updated = match?.update && session.kind === 'customer' ? await updateSavedAddress(session.token, match.id, match.update) : null;
    if (match !== null && (match.update === null || updated?.ok)) return ok({ id: match.id, key: recordKey(request) });
    if (updated && !updated.ok) console.error(`saved address ${match?.id ?? ''} not updated (${updated.error.kind}): ${updated.error.message}`);
    return once(prior, recordKey(request), () => createAddress(request));
  };

  const invoiceRequest = addressRequest(customer.data.id, invoiceAddress, { company: contact.business, phone: contact.phone, stateId: invoiceState.data });
  const invoice = await addressOnce(made.invoiceAddress, invoiceRequest);
  if (!invoice.ok) return err({ code: callRefusal(invoice.error), express: withMade(made) });
  made = { ...made, invoiceAddress: invoice.data };

  let deliveryAddressId = invoice.data.id;
  if (deliveryAddress) {
    const deliveryRequest = addressRequest(customer.data.id, deliveryAddress, { company: false, phone: contact.phone, stateId: deliveryState.data });
    const delivery = await addressOnce(made.deliveryAddress, deliveryRequest);
    if (!delivery.ok) return err({ code: callRefusal(delivery.error), express: withMade(made) });
    made = { ...made, deliveryAddress: delivery.data };
    deliveryAddressId = delivery.data.id;
  }
  return ok({ customerId: customer.data.id, invoiceAddressId: invoice.data.id, deliveryAddressId, express: withMade(made) });
}

type Shipping = NonNullable<ExpressData['shipping']>;

/**
 * The S7-20 pay payload of a submission, from the records made for it (guest customer or account, addresses, and the
 * express data they were made from) and its shipping step: `session_id` is the submission's idempotency key, the
 * country and its postage tax rule those of the delivery address. The coupon and whether the order is picked up are
 * the caller's (the re-read cart and the chosen module for a new order; none and the saved centre for a repeat).
 */
function submissionPayload(
  { context, attemptId, confirmUndeliverable }: OrderInput,
  cartId: number,
  records: GuestRecords,
  shipping: Shipping,
  order: { coupon: string | null; pickup: boolean; countries: readonly { id: number; tax_title: string }[] },
): PayRequest {
  const express = records.express;
  const countryId = deliveryCountryOfExpress(express);
  return payPayload({
    cartId,
    customerId: records.customerId,
    coupon: order.coupon,
    origin: context.origin,
    sessionId: paySessionId(checkoutKeys(serverConfig()).session, cartId, attemptId),
    data: { ...express, shipping },
    invoiceAddressId: records.invoiceAddressId,
    deliveryAddressId: records.deliveryAddressId,
    pickup: order.pickup,
    postageTaxRuleTitle: order.countries.find((country) => country.id === countryId)?.tax_title ?? '',
    countryId,
    locale: context.shop.theliaLocale,
    flags: customerFlags(context.session, express.contact.business),
    confirmUndeliverable,
  });
}

/**
 * The answer to a submission whose cart is empty: if this very submission placed its order (a cash on delivery or
 * prepayment order empties the cart at once; two clicks at once both find it so), the backend answers its
 * `session_id` with that order before it looks at the cart, and the shopper goes where the first answer sent them; a
 * paid one is 'already-paid'. Otherwise 'cart-empty' stands: for a key it does not know the backend refuses an empty
 * cart, so this pay call finds an order but never makes one.
 */
async function placedBySubmission(input: OrderInput, refusal: OrderRefused): Promise<Result<OrderPlaced, OrderRefused>> {
  const { context } = input;
  const express = refusal.express;
  if (context.cart.kind !== 'valid' || !express?.shipping) return err(refusal);
  const shipping = express.shipping;
  const { shop } = context;
  const { cartId } = context.cart;
  const countryId = deliveryCountryOfExpress(express);
  const methods = await readPaymentMethods(shop, cartId, countryId);
  const method = methods.ok ? methods.data.find((candidate) => candidate.id === shipping.paymentModuleId) : undefined;
  if (!method) return err(refusal);
  const { countries, all } = await deliveryCountries(shop);
  const isoOf = (id: number) => countries.find((country) => country.id === id)?.isoalpha2 ?? all.find((country) => country.id === id)?.isoalpha2 ?? null;
  const records = await guestRecords(express, shop, countries, isoOf, context.session);
  if (!records.ok) return err({ ...refusal, express: records.error.express });
  const saved = records.data.express;
  const answer = await pay(method.code, submissionPayload(input, cartId, records.data, shipping, { coupon: null, pickup: shipping.pickupCentreId !== null, countries: all }));
  if (!answer.ok) return err({ ...refusal, express: saved });
  const outcome = payOutcome(method.code, answer.data, stripeCheckoutBase(serverConfig()));
  if (outcome.ok) return ok({ next: outcome.data.next, express: saved });
  if (outcome.error.code === 'already-paid') return refused('already-paid', saved);
  return err({ ...refusal, express: saved });
}

async function placeNewOrder(input: OrderInput): Promise<Result<OrderPlaced, OrderRefused>> {
  const { context, express, confirmUndeliverable } = input;
  if (context.cart.kind === 'forged') return refused('foreign-cart', express);
  if (context.cart.kind === 'none') return refused('cart-empty', express);
  if (!express) return refused('session-expired', null);
  if (!express.shipping) return refused('shipping-missing', express);
  const shipping = express.shipping;
  const { shop } = context;
  const { cartId } = context.cart;

  const loaded = await loadCheckoutState({ context, express });
  if (!loaded.ok) return refused(loaded.error, express);
  if (loaded.data.kind === 'empty') return refused('cart-empty', express);
  const { state, modules, methods } = loaded.data;
  if (!modules || !methods) return refused('checkout-unavailable', express);
  // S8-25: nothing can be delivered to this country.
  if (modules.length === 0) return refused('no-deliveries', express);
  const chosen = modules.find((candidate) => candidate.id === shipping.deliveryModuleId);
  if (!chosen) return refused('delivery-unavailable', express);
  // S8-26: local pickup where no centre offers it.
  if (chosen.pickup && !state.pickupCentres.some((centre) => centre.id === shipping.pickupCentreId)) return refused('no-pickup', express);
  const method = methods.find((candidate) => candidate.id === shipping.paymentModuleId);
  if (!method) return refused('payment-unavailable', express);

  // S8-27, S8-28: undeliverable lines ask first; nothing deliverable is refused.
  const undeliverable = undeliverableOutcome(
    loaded.data.cart.items.map((item) => ({ title: item.TITLE, undeliverable: item.undeliverable })),
    confirmUndeliverable,
  );
  if (undeliverable.kind === 'refuse') return refused('all-undeliverable', express);
  if (undeliverable.kind === 'confirm') return refused('undeliverable-confirm', express, undeliverable.titles);

  const { countries, all, config } = await deliveryCountries(shop);
  const phone = phoneError(
    express.contact.phone,
    { configRequired: config.is_phone_required, pickup: chosen.pickup, freight: !chosen.pickup && state.freightTitles.length > 0 },
    config.phone_regex,
  );
  if (phone) return refused('invalid', express, [], { phone });
  const isoOf = (countryId: number) => countries.find((country) => country.id === countryId)?.isoalpha2 ?? all.find((country) => country.id === countryId)?.isoalpha2 ?? null;

  const records = await guestRecords(express, shop, countries, isoOf, context.session);
  if (!records.ok) return refused(records.error.code, records.error.express, [], records.error.fields);
  const saved = records.data.express;

  // Local pickup: the centre of the coming order and its address as delivery address (S7-24, S7-25).
  if (chosen.pickup && shipping.pickupCentreId !== null) {
    const pickup = await postLocalPickup(cartId, shipping.pickupCentreId);
    if (!pickup.ok) return refused(callRefusal(pickup.error), saved);
  }

  // The cart as the backend has it now (the applied coupon travels with the payload; the backend re-checks it).
  const countryId = deliveryCountryOfExpress(express);
  const reread = await readCart({ shop, countryId, login: theliaLogin(context.session) }, cartId);
  if (!reread.ok) return refused('checkout-unavailable', saved);
  const cart = reread.data.cart;
  if (!cart || cart.items.length === 0) return refused('cart-empty', saved);
  // S7-29: the stored coupon is applied again, so that one no longer valid is named before the order, not after it;
  // S8-31: an error of that call is only logged (the backend checks the coupon of the pay payload anyway).
  if (cart.coupon_code) {
    const coupon = await applyCoupon(cartId, cart.coupon_code);
    if (!coupon.ok && coupon.error.code === 'coupon-invalid') return refused('coupon-invalid', saved);
    if (!coupon.ok) console.error(`coupon of the order: ${coupon.error.detail}`);
  }

  const code: PaymentMethodCode = method.code;
  const answer = await pay(code, submissionPayload(input, cartId, records.data, shipping, { coupon: cart.coupon_code, pickup: chosen.pickup, countries: all }));
  if (!answer.ok) return refused(callRefusal(answer.error), saved);
  const outcome = payOutcome(code, answer.data, stripeCheckoutBase(serverConfig()));
  if (outcome.ok) return ok({ next: outcome.data.next, express: saved });
  // An address the backend no longer knows: the next attempt makes the records anew.
  const express2 = answer.data.body.message === PAY_MESSAGES.addressMismatch ? { ...saved, made: NOTHING_MADE } : saved;
  const titles = outcome.error.items.flatMap((item) => cart.items.filter((line) => line.cartItemId === item || line.id === item).map((line) => line.TITLE));
  return refused(outcome.error.code, express2, [...new Set(titles)]);
}
