import { createNetOrderCheck, netAmountInput } from './net-order';
import { z } from 'zod';
import type { TheliaLocale } from '@/contract/common';
import { CART_NOT_FOUND_MESSAGE } from '@/contract/cart-not-found';
import type { PaymentMethodCode, PayResponse, payRequestSchema } from '@/contract/checkout';
import { ADDRESS_MESSAGES, ORDER_MESSAGES, PAYMENT_METHOD_SLUGS, PAY_MESSAGES } from '@/contract/checkout';
import { PAYMENT_RETRY_WAIT_MS } from '@/contract/constants';
import { SHOPS } from '@/contract/shops';
import type { Db } from '@/backend/db/open';
import { DELIVERY_MODULES } from '@/backend/db/seed/cart-rules';
import { badRequest } from '@/backend/errors';
import type { PaymentProvider, RedirectProviderCode } from '@/backend/payments/provider';
import type { CartRepo } from './cart-repo';
import type { CartViewRepo } from './cart-view-repo';
import type { CouponRepo } from './coupon-repo';
import type { AddressRow, CustomerRepo } from './customer-repo';
import type { LocalPickupRepo, PickupCenter } from './local-pickup-repo';
import { freezeAmounts, round2 } from './order-amounts';
import { createOrderDeliveryWindow } from './order-delivery-window';
import type { OrderMailer } from './order-mailer';
import type { OrderAddressInput, OrderRow, OrderStore, PaymentRow } from './order-store';
import type { PaymentMethodRepo } from './payment-method-repo';
import type { PostageRepo } from './postage-repo';
import { shopDateOf, timeZoneOf } from './shop-day';

export type PayBody = z.output<typeof payRequestSchema>;
export type PlaceResult = { status: number; body: PayResponse };

/** The methods paid on a provider's page; the others (cash on delivery, prepayment) are placed unpaid. */
export const isRedirectMethod = (code: PaymentMethodCode): code is RedirectProviderCode => code !== 'Nachnahme' && code !== 'Vorkasse';

const currencySchema = z.enum(['EUR', 'RON']);

const refuse = (status: number, message: string, items?: number[]): PlaceResult => ({
  status,
  body: { status_code: status, message, ...(items ? { items } : {}) },
});

const orderAddress = (address: AddressRow): OrderAddressInput => ({
  titleId: address.titleId, firstname: address.firstname, lastname: address.lastname, company: address.company, vatNumber: address.vatNumber,
  address1: address.address1, address2: address.address2, address3: address.address3, zipcode: address.zipcode, city: address.city,
  countryId: address.countryId, stateId: address.stateId, phone: address.phone, cellphone: address.cellphone,
});

/** The pickup centre as delivery address, addressed to the shopper (/localPickupAddress/order). */
const pickupAddress = (shopper: AddressRow, center: PickupCenter): OrderAddressInput => ({
  ...orderAddress(shopper), company: center.name, vatNumber: '', address1: center.address, address2: '', address3: '', zipcode: center.zipcode,
  city: center.city, countryId: center.countryId, stateId: null,
});

type Parts = {
  carts: CartRepo; cartView: CartViewRepo; postage: PostageRepo; coupons: CouponRepo; customers: CustomerRepo; paymentMethods: PaymentMethodRepo;
  localPickup: LocalPickupRepo; store: OrderStore; mailer: OrderMailer;
};

/**
 * Placing an order: the one module behind the six pay routes. In one SQLite transaction it answers a repeated
 * submission key with its first order, checks the cart, addresses, method, delivery and coupon, freezes the amounts
 * (converted to the shop currency), writes the order unpaid and then either starts the provider's payment (redirect
 * methods; the cart stays until the provider confirms) or, for cash on delivery and prepayment, empties the cart and
 * e-mails the confirmation at once.
 */
export function createOrderPlacement(db: Db, parts: Parts, now: () => Date) {
  const { carts, cartView, postage, coupons, customers, paymentMethods, localPickup, store, mailer } = parts;
  const localeValue = db.prepare('SELECT value FROM locale_config WHERE locale = ? AND name = ?');
  const netCustomer = createNetOrderCheck(db);
  const deliveryWindowOf = createOrderDeliveryWindow(db);
  const postageRule = db.prepare('SELECT tax_percent AS percent FROM postage_rule WHERE country_id = ? AND delivery_module_id = ?');
  const taxTitle = db.prepare(
    `SELECT ti.title FROM tax_rule_country trc JOIN tax_i18n ti ON ti.id = trc.tax_id AND ti.locale = ?
     WHERE trc.tax_rule_id = 1 AND trc.country_id = ? ORDER BY trc.position LIMIT 1`,
  );

  const currencyOf = (locale: TheliaLocale) => {
    const read = (name: string) => {
      const row = localeValue.get(locale, name) as { value: string } | undefined;
      return row ? (JSON.parse(row.value) as unknown) : null;
    };
    const code = currencySchema.safeParse(read('currency_code'));
    const rate = z.number().positive().safeParse(Number(read('currency_rate')));
    return { code: code.success ? code.data : 'EUR', rate: rate.success && code.success ? rate.data : 1 };
  };

  const answer = (order: OrderRow, payment: PaymentRow): PlaceResult => ({
    status: 200,
    body: { status_code: 200, data: { order_id: order.id, order_ref: order.ref, order_number: order.number, url: payment.redirect, status: order.status } },
  });

  function placeNew(route: PaymentMethodCode, body: PayBody, provider: PaymentProvider | null): PlaceResult {
    const cart = carts.cart(body.cart_id);
    if (!cart) return refuse(404, CART_NOT_FOUND_MESSAGE);
    if (cart.locale !== body.locale) throw badRequest("Invalid body.locale: not the shop of the cart");
    const customer = customers.customer(body.customer_id);
    if (!customer) return refuse(404, ADDRESS_MESSAGES.customerNotFound);
    const invoice = customers.address(body.invoice_address_id);
    const delivery = customers.address(body.delivery_address_id);
    if (!invoice || !delivery || invoice.customerId !== customer.id || delivery.customerId !== customer.id) return refuse(404, PAY_MESSAGES.addressMismatch);
    if (delivery.countryId !== body.country_id) throw badRequest('Invalid body.country_id: not the country of the delivery address');
    const countryId = body.country_id;

    const method = paymentMethods.module(cart.locale, cart.locale, body.payment_module_id);
    const redirect = isRedirectMethod(route);
    if (!method || method.code !== route || (method.countryIds.length > 0 && !method.countryIds.includes(countryId)) || (redirect && !provider)) {
      return refuse(409, PAY_MESSAGES.methodUnavailable);
    }

    const pending = store.pendingOfCart(cart.id);
    if (pending && now().getTime() - new Date(pending.startedAt).getTime() < PAYMENT_RETRY_WAIT_MS) return refuse(429, PAY_MESSAGES.waitBeforeRetry);

    const rows = carts.items(cart.id);
    if (rows.length === 0) return refuse(409, PAY_MESSAGES.emptyCart);
    const unavailable = rows.filter((row) => {
      const variant = carts.pse(row.pseId);
      return !variant || variant.visible !== 1 || variant.stockState === 'out_of_stock' || (variant.stockState === 'in_stock' && row.quantity > variant.quantity);
    });
    if (unavailable.length > 0) return refuse(409, PAY_MESSAGES.productsUnavailable, unavailable.map((row) => row.id));

    const items = cartView.cart({ ...cart, countryId }).items;
    const undeliverable = items.filter((item) => item.undeliverable);
    const deliverable = items.filter((item) => !item.undeliverable);
    if (deliverable.length === 0) return refuse(422, PAY_MESSAGES.allUndeliverable);
    if (undeliverable.length > 0 && !body.confirm_undeliverable) return refuse(409, PAY_MESSAGES.undeliverableItems, undeliverable.map((item) => item.id));

    const lines = deliverable.map((item) => ({ taxedTotal: round2(item.BEST_TAXED_PRICE * item.quantity), freight: item.freight, undeliverable: false }));
    const deliveryModule = postage.modules(countryId, cart.locale, lines).find((candidate) => candidate.id === body.delivery_module_id);
    if (!deliveryModule) return refuse(422, PAY_MESSAGES.noDeliveries);
    let center: PickupCenter | null = null;
    if (deliveryModule.pickup) {
      const chosen = localPickup.ofCart(cart.id);
      const centerId = body.fulfilment_center_id ?? chosen?.centerId ?? null;
      center = centerId === null ? null : localPickup.pickupCenter(centerId, countryId);
      if (!center) return refuse(422, PAY_MESSAGES.noPickup);
    }
    if (method.parcelOnly && (deliveryModule.id !== DELIVERY_MODULES.parcel || deliverable.some((item) => item.freight))) return refuse(409, PAY_MESSAGES.methodUnavailable);

    const goodsEur = round2(lines.reduce((sum, line) => sum + line.taxedTotal, 0));
    let couponCode: string | null = null;
    let discountEur = 0;
    if (body.appliedCoupon) {
      const coupon = coupons.applicable(body.appliedCoupon, goodsEur, cart.locale, customer.id);
      if (!coupon) return refuse(409, ORDER_MESSAGES.couponInvalid);
      couponCode = coupon.code;
      discountEur = coupons.discount(coupon.code, goodsEur, cart.locale);
    }

    const postageTaxPercent = (postageRule.get(countryId, deliveryModule.id) as { percent: number } | undefined)?.percent ?? 0;
    const currency = currencyOf(cart.locale);
    const grossInput = {
      lines: deliverable.map((item) => ({
        unitNetEur: item.IS_PROMO ? item.PROMO_PRICE : item.PRICE, unitTaxedEur: item.BEST_TAXED_PRICE, quantity: item.quantity, taxPercent: item.tax_percent,
      })),
      postageTaxedEur: deliveryModule.postage_taxed,
      postageTaxPercent,
      feeTaxedEur: method.fee_taxed,
      discountTaxedEur: discountEur,
      rate: currency.rate,
    };
    const shop = Object.values(SHOPS).find((candidate) => candidate.theliaLocale === cart.locale) ?? SHOPS.at;
    // 0 % only for an intra-Community supply (net-order.ts): the customer record, the shop's country and where the goods go.
    const net = netCustomer(customer.id, { shopCountryId: shop.countryId, deliveryCountryId: center?.countryId ?? countryId });
    const amounts = freezeAmounts(net ? netAmountInput(grossInput) : grossInput);
    const title = net ? '0 %' : ((taxTitle.get(cart.locale, countryId) as { title: string } | undefined)?.title ?? `${postageTaxPercent} %`);
    const createdAt = now().toISOString();
    const useCenterAddress = center !== null && (localPickup.ofCart(cart.id)?.useAddress ?? 0) === 1 && localPickup.ofCart(cart.id)?.centerId === center.id;
    const returnBase = body.api_call.replace(/\/+$/, '');
    const window = deliveryWindowOf(
      new Date(createdAt),
      cart.locale,
      deliverable.map((item) => ({ pseId: item.PRODUCT_SALE_ELEMENT, stockState: item.stock_state, freight: item.freight })),
      deliveryModule.pickup,
    );

    const placed = store.insert({
      cartId: cart.id, customerId: customer.id, email: body.email, locale: cart.locale, countryId, createdAt, paymentModuleId: method.id,
      deliveryModuleId: deliveryModule.id, pickupCenterId: center?.id ?? null, currency: currency.code, currencyRate: currency.rate, goodsTaxed: amounts.goodsTaxed,
      totalUntaxed: amounts.totalUntaxed, totalTaxed: amounts.totalTaxed, postageTaxed: amounts.postageTaxed, postageUntaxed: amounts.postageUntaxed,
      postageTaxPercent: net ? 0 : postageTaxPercent, postageTaxRuleTitle: title, paymentFeeTaxed: amounts.feeTaxed, couponCode, discountTaxed: amounts.discountTaxed, downPayment: 0,
      message: body.message, isCompleteDelivery: body.isCompleteDelivery, isCompany: body.isCompany, returnBase,
      deliveryKind: window?.kind ?? null, deliveryFrom: window?.from ?? null, deliveryTo: window?.to ?? null,
      invoiceAddress: orderAddress(invoice), deliveryAddress: center && useCenterAddress ? pickupAddress(delivery, center) : orderAddress(delivery),
      products: deliverable.map((item, index) => {
        const frozen = amounts.lines[index];
        return {
          cartItemId: item.id, productId: item.product_id, pseId: item.PRODUCT_SALE_ELEMENT, ref: item.REF, title: item.TITLE, variation: item.variation,
          quantity: item.quantity, unitPriceUntaxed: frozen?.unitUntaxed ?? 0, unitPriceTaxed: frozen?.unitTaxed ?? 0, taxPercent: net ? 0 : item.tax_percent,
          totalTaxed: frozen?.totalTaxed ?? 0, wasInPromo: item.IS_PROMO, url: item.URL, image: item.IMAGE?.url ?? null, tax: frozen?.tax ?? 0, taxTitle: title,
        };
      }),
      taxes: amounts.taxes,
      numberPrefix: `${shop.code.toUpperCase()}-${shopDateOf(new Date(createdAt), timeZoneOf(cart.locale)).slice(0, 4)}`,
    });
    const amountMinor = Math.round(amounts.totalTaxed * 100);
    if (redirect && provider) {
      const started = provider.start({
        orderId: placed.id, orderRef: placed.ref, orderNumber: placed.number, amountMinor, currency: currency.code, locale: cart.locale, email: body.email, returnBase,
      });
      const url = started.kind === 'redirect' ? started.url : started.sessionId;
      store.insertPayment({ orderId: placed.id, method: route, providerRef: started.providerRef, redirect: url, state: 'pending', amountMinor, currency: currency.code, startedAt: createdAt });
    } else {
      const url = `${returnBase}/${PAYMENT_METHOD_SLUGS[route]}/success?order_ref=${encodeURIComponent(placed.ref)}`;
      store.insertPayment({ orderId: placed.id, method: route, providerRef: null, redirect: url, state: 'none', amountMinor, currency: currency.code, startedAt: createdAt });
    }
    store.insertSubmission(body.session_id, cart.id, placed.id, createdAt);
    const order = store.order(placed.id) as OrderRow;
    if (!redirect) {
      store.clearOrderedLines(order, createdAt);
      mailer.confirmation(order);
    }
    return answer(order, store.payment(order.id) as PaymentRow);
  }

  return {
    /**
     * Places the order of a pay call (`route`: the method of the pay route called). `provider` is the redirect
     * method's provider, null when it has none (the method is then unavailable).
     */
    place(route: PaymentMethodCode, body: PayBody, provider: PaymentProvider | null): PlaceResult {
      return db.transaction(() => {
        const submitted = store.submission(body.session_id);
        if (submitted) {
          if (submitted.cartId !== body.cart_id) throw badRequest('Invalid body.session_id: used for another cart');
          const order = store.order(submitted.orderId) as OrderRow;
          const payment = store.payment(order.id) as PaymentRow;
          if (payment.state === 'accepted') return refuse(409, PAY_MESSAGES.alreadyPaid);
          return answer(order, payment);
        }
        return placeNew(route, body, provider);
      })();
    },
  };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
