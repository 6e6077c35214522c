import 'server-only';
import { err, ok, type Result } from '@/lib/api/result';
import { readCart } from '@/lib/cart/server';
import { PAY_MESSAGES, type PaymentMethodCode } from '@/lib/contract/checkout';
import { serverConfig } from '@/lib/env/server-config';
import type { RequestContext } from '@/lib/request/request-context';
import { theliaLogin } from '@/lib/request/session';
import { phoneError, ROMANIA_ISO } from './address-rules';
import type { CheckoutErrorCode } from './checkout-state';
import { deliveryCountries, loadCheckoutState } from './checkout-state-server';
import { checkoutKeys } from './express-cookie';
import { deliveryCountryOfExpress, NOTHING_MADE, type ExpressData, type Made } from './express-data';
import { refusalOf, payOutcome, stripeCheckoutBase } from './pay-answer';
import { readCounties } from './counties-server';
import { addressRequest, customerFlags, payPayload, paySessionId, recordKey, stateIdOf, titleOf } from './pay-payload';
import { createAddress, createGuestCustomer, pay, postLocalPickup, type CallFailure } from './server';
import { undeliverableOutcome } from './undeliverable';

/**
 * `POST /api/checkout/order`: places the order from the server-side state only (the browser sends an attempt id and
 * the answer to the undeliverable question, never a price, an id or an address). It makes the guest customer and the
 * addresses once (their ids stay in the express data, so a repeat makes no new ones), posts local pickup, re-reads
 * the cart and calls the chosen method's pay route with the S7-20 payload; `session_id` is the submission's
 * idempotency key. The answer is where the browser goes next, or a refusal with its message key and the cart lines
 * it names. The express data is handed back to be written whenever it changed.
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

export async function placeOrder({ context, express, attemptId, confirmUndeliverable }: OrderInput): Promise<Result<OrderPlaced, OrderRefused>> {
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
  const { contact, invoiceAddress, deliveryAddress } = express;
  // With local pickup too: the backend wants a delivery address in the delivery country (the order then takes the
  // centre's address), and the invoice address may be abroad.
  const delivered = deliveryAddress;

  // A Romanian address sends its county's id; a county the list does not know sends the shopper back to the address.
  const romanian = [invoiceAddress, delivered].some((address) => address !== null && isoOf(address.countryId) === ROMANIA_ISO);
  const counties = romanian ? await readCounties(shop, countries) : ok([]);
  if (!counties.ok) return refused('checkout-unavailable', express);
  const invoiceState = stateIdOf(invoiceAddress, isoOf(invoiceAddress.countryId), counties.data);
  if (!invoiceState.ok) return refused('invalid', express, [], { 'invoice.county': invoiceState.error });
  const deliveryState = delivered ? stateIdOf(delivered, isoOf(delivered.countryId), counties.data) : ok(null);
  if (!deliveryState.ok) return refused('invalid', express, [], { 'delivery.county': deliveryState.error });

  // The guest customer and the addresses, once.
  const guest = {
    email: contact.email,
    title: titleOf(invoiceAddress, contact.business),
    firstname: invoiceAddress.firstname,
    lastname: invoiceAddress.lastname,
    locale: shop.theliaLocale,
  };
  let made = express.made;
  const customer = await once(made.customer, recordKey(guest), () => createGuestCustomer(guest));
  if (!customer.ok) return refused(callRefusal(customer.error), express);
  if (made.customer?.id !== customer.data.id) made = { ...NOTHING_MADE, customer: customer.data };
  const withMade = (next: ExpressData['made']): ExpressData => ({ ...express, made: next });

  const invoiceRequest = addressRequest(customer.data.id, invoiceAddress, { company: contact.business, phone: contact.phone, stateId: invoiceState.data });
  const invoice = await once(made.invoiceAddress, recordKey(invoiceRequest), () => createAddress(invoiceRequest));
  if (!invoice.ok) return refused(callRefusal(invoice.error), withMade(made));
  made = { ...made, invoiceAddress: invoice.data };

  let deliveryAddressId = invoice.data.id;
  if (delivered) {
    const deliveryRequest = addressRequest(customer.data.id, delivered, { company: false, phone: contact.phone, stateId: deliveryState.data });
    const delivery = await once(made.deliveryAddress, recordKey(deliveryRequest), () => createAddress(deliveryRequest));
    if (!delivery.ok) return refused(callRefusal(delivery.error), withMade(made));
    made = { ...made, deliveryAddress: delivery.data };
    deliveryAddressId = delivery.data.id;
  }
  const saved = withMade(made);

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

  const code: PaymentMethodCode = method.code;
  const keys = checkoutKeys(serverConfig());
  const payload = payPayload({
    cartId,
    customerId: customer.data.id,
    coupon: cart.coupon_code,
    origin: context.origin,
    sessionId: paySessionId(keys.session, cartId, attemptId),
    data: { ...saved, shipping },
    invoiceAddressId: invoice.data.id,
    deliveryAddressId,
    pickup: chosen.pickup,
    postageTaxRuleTitle: all.find((country) => country.id === countryId)?.tax_title ?? '',
    countryId,
    locale: shop.theliaLocale,
    flags: customerFlags(context.session, contact.business),
    confirmUndeliverable,
  });
  const answer = await pay(code, payload);
  if (!answer.ok) return refused(callRefusal(answer.error), saved);
  const outcome = payOutcome(code, answer.data, stripeCheckoutBase(serverConfig()));
  if (outcome.ok) return ok({ next: outcome.data.next, express: saved });
  // An address the backend no longer knows: the next attempt makes the records anew.
  const express2 = answer.data.body.message === PAY_MESSAGES.addressMismatch ? withMade(NOTHING_MADE) : saved;
  const titles = outcome.error.items.flatMap((item) => cart.items.filter((line) => line.cartItemId === item || line.id === item).map((line) => line.TITLE));
  return refused(outcome.error.code, express2, [...new Set(titles)]);
}
