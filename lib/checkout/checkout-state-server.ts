import 'server-only';
import { err, ok, UpstreamUnavailableError, type Result } from '@/lib/api/result';
import { buildCartView } from '@/lib/cart/cart-view-builder';
import { cartVatMode } from '@/lib/cart/cart-vat-server';
import { getFulfilmentCenters } from '@/lib/cart/fulfilment-server';
import { readCart, readPostage, type CartScope } from '@/lib/cart/server';
import type { Cart, PostageResponse } from '@/contract/cart';
import type { FulfilmentCenter } from '@/contract/fulfilment';
import { deliveryCountries } from '@/lib/address/delivery-countries-server';
import { convertFromEur, type CurrencySettings } from '@/lib/pricing/money';
import { currencyOf } from '@/lib/pricing/currency';
import type { RequestContext } from '@/lib/request/request-context';
import { theliaLogin } from '@/lib/request/session';
import type { VatMode } from '@/lib/product/price-display';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import { reachableStep } from './checkout-steps';
import type { CheckoutErrorCode, CheckoutState, DeliveryOption, PaymentOption } from './checkout-state';
import { checkoutTotals } from './checkout-totals';
import { chooseDeliveryMethod, choosePaymentMethod, choosePickupCentre, pickupCentres } from './delivery-choice';
import { deliveryCountryOfExpress, type ExpressData } from './express-data';
import { readDeliveryModules, readPaymentMethods, type DeliveryModule } from './server';
import type { PaymentMethod } from '@/contract/checkout';
import type { DeliveryKind } from '@/contract/delivery-kinds';
import { deliveryWindow, type ShopCalendar } from '@/lib/delivery/delivery-window';
import { isTaxFreeExport } from '@/lib/delivery/export';
import { cartDelivery, type CartDelivery } from './delivery-lines-server';

/**
 * The checkout as one view (checkout-state.ts), read on the server for the page and for every `/api/checkout*`
 * answer: the cart priced for the delivery country, the methods offered there with the stored choices (S4-20..S4-22),
 * the chosen method's postage, the payment surcharge and the totals. `empty` when there is no cart with lines (the
 * page sends the shopper back to /cart).
 */
export type LoadedCheckout = { kind: 'empty' } | { kind: 'state'; state: CheckoutState; cartId: number; cart: Cart; modules: DeliveryModule[] | null; methods: PaymentMethod[] | null };

export type CheckoutScope = { context: RequestContext; express: ExpressData | null; now?: Date };

/** How an option carries the cart: pickup at a centre, else the forwarder when a line goes by freight, else parcel. */
const kindOf = (module: DeliveryModule, delivery: CartDelivery): DeliveryKind => (module.pickup ? 'pickup' : delivery.freightTitles.length > 0 ? 'freight' : 'parcel');

type OptionScope = { currency: CurrencySettings; vatMode: VatMode; delivery: CartDelivery; now: Date; calendar: ShopCalendar };

function deliveryOption(module: DeliveryModule, { currency, vatMode, delivery, now, calendar }: OptionScope): DeliveryOption {
  const postage = vatMode === 'net' ? module.postage : module.postage_taxed;
  return {
    id: module.id,
    code: module.code,
    title: module.title,
    postage: convertFromEur(postage, currency),
    pickup: module.pickup,
    window: deliveryWindow(now, delivery.times, kindOf(module, delivery), calendar),
  };
}

/**
 * A payment fee (EUR, with tax) in the mode: a net order pays it without the VAT of the order's standard rate (the
 * highest rate of its lines; the backend takes the postage rule's rate, the same standard rate).
 */
export function feeIn(feeTaxed: number, vatMode: VatMode, cart: Pick<Cart, 'items'>): number {
  if (vatMode === 'gross') return feeTaxed;
  const rate = cart.items.reduce((top, item) => Math.max(top, item.tax_percent), 0);
  return Math.round((feeTaxed / (1 + rate / 100)) * 100) / 100;
}

function paymentOption(method: PaymentMethod, currency: CurrencySettings, fee: number): PaymentOption {
  return {
    id: method.id,
    code: method.code,
    title: method.title,
    description: method.description,
    conditions: method.conditions,
    logo: method.logo,
    fee: convertFromEur(fee, currency),
  };
}

const centreView = (centre: FulfilmentCenter) => ({ id: centre.id, name: centre.name, address: centre.address, zipcode: centre.zipcode, city: centre.city });

export async function loadCheckoutState({ context, express, now = new Date() }: CheckoutScope): Promise<Result<LoadedCheckout, CheckoutErrorCode>> {
  if (context.cart.kind === 'forged') return err('foreign-cart');
  if (context.cart.kind === 'none') return ok({ kind: 'empty' });
  const { cartId } = context.cart;
  const { shop } = context;
  const countryId = express ? deliveryCountryOfExpress(express) : context.deliveryCountryId;
  const scope: CartScope = { shop, countryId, login: theliaLogin(context.session) };
  let layout: Awaited<ReturnType<typeof deliveryCountries>>;
  try {
    layout = await deliveryCountries(shop);
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return err('checkout-unavailable');
    throw error;
  }
  const [read, centres, modules, methods, vatMode] = await Promise.all([
    readCart(scope, cartId),
    getFulfilmentCenters(shop),
    express ? readDeliveryModules(shop, cartId, countryId) : Promise.resolve(null),
    express ? readPaymentMethods(shop, cartId, countryId) : Promise.resolve(null),
    cartVatMode(context, countryId),
  ]);
  if (!read.ok) {
    console.error(`checkout cart: ${read.error.detail}`);
    return err('checkout-unavailable');
  }
  const cart = read.data.cart;
  if (!cart || cart.items.length === 0) return ok({ kind: 'empty' });

  const currency = currencyOf(layout.config);
  const offered = modules?.ok ? modules.data : [];
  const selectedDeliveryId = chooseDeliveryMethod(offered, express?.shipping?.deliveryModuleId ?? null);
  const selectedModule = offered.find((module) => module.id === selectedDeliveryId) ?? null;
  const countryCentres = pickupCentres(centres, countryId);
  const offeredMethods = methods?.ok ? [...methods.data].sort((a, b) => a.position - b.position) : [];
  const selectedPaymentId = choosePaymentMethod(offeredMethods, express?.shipping?.paymentModuleId ?? null);
  const selectedMethod = offeredMethods.find((method) => method.id === selectedPaymentId) ?? null;

  const postage: PostageResponse | null = selectedModule
    ? { status_code: 200, postage_amount: selectedModule.postage, postage_amount_taxed: selectedModule.postage_taxed, free_from_taxed: null }
    : express
      ? null
      : await readPostage(scope, cartId);
  const view = buildCartView(cart, { currency, timeZone: SHOP_TIME_ZONE[shop.code], now, countryId, postage, centers: centres, stockByPse: new Map(), vatMode });
  const delivery = await cartDelivery(shop, cart);
  const freight = delivery.freightTitles;
  const optionScope: OptionScope = { currency, vatMode, delivery, now, calendar: { shop: shop.code, cutoff: layout.config.next_day_cutoff } };
  const countryIso = layout.all.find((country) => country.id === countryId)?.isoalpha2 ?? null;
  const fee = selectedMethod ? convertFromEur(feeIn(selectedMethod.fee_taxed, vatMode, cart), currency) : 0;

  const shippingStored = express?.shipping ?? null;
  const shippingStillValid =
    shippingStored !== null &&
    selectedDeliveryId === shippingStored.deliveryModuleId &&
    selectedPaymentId === shippingStored.paymentModuleId &&
    (!selectedModule?.pickup || choosePickupCentre(countryCentres, shippingStored.pickupCentreId) === shippingStored.pickupCentreId);

  const state: CheckoutState = {
    contact: express ? express.contact : null,
    invoiceAddress: express ? express.invoiceAddress : null,
    deliveryAddress: express ? express.deliveryAddress : null,
    shipping: shippingStored,
    deliveryCountryId: countryId,
    cart: view,
    freightTitles: freight,
    deliveryMethods: express ? { options: offered.map((module) => deliveryOption(module, optionScope)), selectedId: selectedDeliveryId, unavailable: !modules?.ok } : null,
    pickupCentres: countryCentres.map(centreView),
    paymentMethods: express ? { options: offeredMethods.map((method) => paymentOption(method, currency, feeIn(method.fee_taxed, vatMode, cart))), selectedId: selectedPaymentId, unavailable: !methods?.ok } : null,
    totals: {
      ...checkoutTotals(view, { fee, freight: freight.length > 0 && selectedModule?.pickup !== true }),
      ...(isTaxFreeExport(countryIso) ? { taxFreeExport: true } : {}),
    },
    reachable: reachableStep({ address: express !== null, shipping: shippingStillValid }),
  };
  return ok({
    kind: 'state',
    state,
    cartId,
    cart,
    modules: modules?.ok ? modules.data : null,
    methods: methods?.ok ? methods.data : null,
  });
}
