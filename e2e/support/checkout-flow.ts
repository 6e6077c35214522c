import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { browserFetch } from './browser-calls';
import type { AddressInput, AddressStepInput } from '../../lib/checkout/address-step-rules';
import { checkoutErrorSchema, checkoutStateSchema, type CheckoutError, type CheckoutState } from '../../lib/checkout/checkout-state';
import type { PaymentMethodCode } from '../../contract/checkout';
import { DEFAULT_DELIVERY_ID } from '../../contract/constants';
import type { Messages } from '../../lib/i18n/messages';
import { ADDRESSES } from './checkout-address';
import { queryE2eDb } from './e2e-db';
import type { ShopProject } from './ports';

type Shop = ShopProject['name'];
type CheckoutTexts = Messages['Checkout'];

/**
 * The checkout journeys' shared steps: the address and shipping steps saved through the storefront's own endpoints
 * from the page (its cookies, its origin: exactly the calls the page makes), the review step and the order button in
 * the page, the providers' sandbox pages, and what the backend stored for a cart.
 */

/** The payment methods each shop offers (the design's list), in the order the journeys pay with them. */
export const SHOP_METHODS: Record<Shop, readonly PaymentMethodCode[]> = {
  at: ['PayPal', 'StripePayment', 'Sofort', 'Vorkasse'],
  de: ['PayPal', 'GlobalPayments', 'Sofort', 'Vorkasse'],
  ro: ['GlobalPayments', 'PayPal', 'Nachnahme', 'Vorkasse'],
};

/** An e-mail address of this run only, so the backend's outbox holds only this journey's messages for it. */
export const uniqueEmail = (shop: Shop, journey: string): string => `${journey}-${shop}-${randomBytes(5).toString('hex')}@example.com`;

/** A storefront call from the page (same origin, the shopper's cookies): status and parsed JSON body. POST with a body. */
export async function callFromPage(page: Page, path: string, body?: unknown, method: 'GET' | 'POST' | 'DELETE' = body === undefined ? 'GET' : 'POST'): Promise<{ status: number; body: unknown }> {
  const answer = await browserFetch(page, path, { method, json: body });
  return { status: answer.status, body: answer.body };
}

/** The answer of a step save: the checkout view, or the refusal. */
function stateOrError(answer: { status: number; body: unknown }): { ok: true; state: CheckoutState } | { ok: false; status: number; error: CheckoutError } {
  if (answer.status === 200) return { ok: true, state: checkoutStateSchema.parse(answer.body) };
  return { ok: false, status: answer.status, error: checkoutErrorSchema.parse(answer.body) };
}

export type AddressOverrides = { email?: string; phone?: string; business?: boolean };

/** A business customer's VAT number of the shop's country in its valid form (never the shop's own, in its Impressum). */
const VAT_NUMBERS: Record<Shop, string> = { at: 'ATU68374215', de: 'DE287654321', ro: 'RO31245678' };

/**
 * The address step as the form sends it: the shop's valid address, guest, delivered to the invoice address; with
 * `business`, a company with its VAT number.
 */
export function addressInput(shop: Shop, overrides: AddressOverrides = {}): AddressStepInput {
  const address = ADDRESSES[shop];
  const business = overrides.business === true;
  const invoice: AddressInput = {
    salutation: 'miss',
    firstname: 'Anna',
    lastname: 'Berger',
    company: business ? 'Berger Haustechnik GmbH' : '',
    vatNumber: business ? VAT_NUMBERS[shop] : '',
    street: address.street,
    addressExtra: '',
    zipcode: address.zipcode,
    city: address.city,
    countryId: address.countryId,
    county: address.countyCode,
  };
  return { email: overrides.email ?? address.email, phone: overrides.phone ?? address.phone, business, invoice, deliveryDiffers: false, delivery: { ...invoice } };
}

export async function saveAddressByApi(page: Page, shop: Shop, overrides: AddressOverrides = {}): Promise<CheckoutState> {
  const saved = stateOrError(await callFromPage(page, '/api/checkout/address', addressInput(shop, overrides)));
  if (!saved.ok) throw new Error(`the address step was refused: ${JSON.stringify(saved.error)}`);
  return saved.state;
}

/** The id of a payment method in the checkout view (the shop's module of that code). */
export function paymentIdOf(state: CheckoutState, code: PaymentMethodCode): number {
  const method = state.paymentMethods?.options.find((option) => option.code === code);
  if (!method) throw new Error(`${code} is not offered (${state.paymentMethods?.options.map((option) => option.code).join(', ')})`);
  return method.id;
}

export type ShippingChoice = { payment: PaymentMethodCode; deliveryModuleId?: number; pickupCentreId?: number | null; phone?: string };

/** Saves the shipping step; the answer is the checkout view or the refusal (status and error). */
export async function saveShippingByApi(page: Page, state: CheckoutState, choice: ShippingChoice) {
  return stateOrError(
    await callFromPage(page, '/api/checkout/shipping', {
      deliveryModuleId: choice.deliveryModuleId ?? DEFAULT_DELIVERY_ID,
      pickupCentreId: choice.pickupCentreId ?? null,
      paymentModuleId: paymentIdOf(state, choice.payment),
      message: '',
      completeDelivery: false,
      ...(choice.phone === undefined ? {} : { phone: choice.phone }),
    }),
  );
}

/**
 * The address and shipping steps saved through the storefront's endpoints, then the review step opened in the page
 * (its heading shown). The cart must hold something already.
 */
export async function reviewWith(page: Page, shop: Shop, m: CheckoutTexts, choice: ShippingChoice & { email?: string }): Promise<CheckoutState> {
  const address = await saveAddressByApi(page, shop, choice.email === undefined ? {} : { email: choice.email });
  const shipping = await saveShippingByApi(page, address, choice);
  if (!shipping.ok) throw new Error(`the shipping step was refused: ${JSON.stringify(shipping.error)}`);
  await page.goto('/checkout?step=review');
  await expect(page.getByRole('heading', { level: 2, name: m.reviewHeading })).toBeVisible();
  return shipping.state;
}

/** On the review step: accepts the terms and presses the order button (the browser then leaves for the answer). */
export async function acceptTermsAndOrder(page: Page, m: CheckoutTexts): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(m.terms.split('<')[0]?.trim() ?? '') }).check();
  await page.getByRole('button', { name: m.orderButton, exact: true }).click();
}

/** The button of each sandbox page for approve/pay, cancel and fail (the providers' own wording). */
const SANDBOX_BUTTONS: Record<Exclude<PaymentMethodCode, 'Vorkasse' | 'Nachnahme'>, Record<'pay' | 'cancel' | 'fail', RegExp>> = {
  PayPal: { pay: /^Approve payment$/, cancel: /^Cancel and return to the shop$/, fail: /^Approve with a card that is declined at capture$/ },
  StripePayment: { pay: /^Pay$/, cancel: /^Cancel and return to the shop$/, fail: /^Give up: the payment fails$/ },
  GlobalPayments: { pay: /^Pay now$/, cancel: /^Cancel and return to the shop$/, fail: /^Pay with a card that is declined$/ },
  Sofort: { pay: /^Pay now$/, cancel: /^Abort and return to the shop$/, fail: /^Pay with a transfer that fails$/ },
};

export type RedirectMethod = keyof typeof SANDBOX_BUTTONS;
export const isRedirectMethod = (code: PaymentMethodCode): code is RedirectMethod => code !== 'Vorkasse' && code !== 'Nachnahme';

/** On the provider's sandbox page (reached from the order button): approve/pay, cancel or fail. Answers the page's URL. */
export async function atProvider(page: Page, method: RedirectMethod, outcome: 'pay' | 'cancel' | 'fail'): Promise<URL> {
  const button = page.getByRole('button', { name: SANDBOX_BUTTONS[method][outcome] });
  await button.waitFor();
  const url = new URL(page.url());
  await button.click();
  return url;
}

/** An order landed on /order-placed (or /order-failed): its ref from the signed link. */
export const ORDER_PLACED_URL = /\/order-placed\?order=(ORD\d{12})&h=[\w-]{43}$/;
export const ORDER_FAILED_URL = /\/order-failed\?order=(ORD\d{12})&h=[\w-]{43}$/;

export function refOf(page: Page, pattern: RegExp): string {
  const ref = pattern.exec(page.url())?.[1];
  if (!ref) throw new Error(`no order ref in ${page.url()}`);
  return ref;
}

/** The id of this browser's cart (its signed cookie). */
export async function cartIdOf(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cart');
  const cartId = Number(cookie?.value.split('.')[0]);
  if (!Number.isInteger(cartId) || cartId < 1) throw new Error('no cart cookie');
  return cartId;
}

export type StoredOrder = {
  id: number;
  ref: string;
  number: string;
  status: string;
  total_taxed: number;
  coupon_code: string | null;
  pickup_center_id: number | null;
  cart_id: number;
  is_company: number;
  guest: number;
};
const ORDER_COLUMNS = 'o.id, o.ref, o.number, o.status, o.total_taxed, o.coupon_code, o.pickup_center_id, o.cart_id, o.is_company, c.guest';

/** The backend's orders of a cart, oldest first. */
export const ordersOfCart = (cartId: number): StoredOrder[] =>
  queryE2eDb<StoredOrder>(`SELECT ${ORDER_COLUMNS} FROM "order" o JOIN customer c ON c.id = o.customer_id WHERE o.cart_id = ? ORDER BY o.id`, cartId);

/** The backend's order of a ref, with its product ids. */
export function storedOrder(ref: string): StoredOrder & { productIds: number[] } {
  const order = queryE2eDb<StoredOrder>(`SELECT ${ORDER_COLUMNS} FROM "order" o JOIN customer c ON c.id = o.customer_id WHERE o.ref = ?`, ref)[0];
  if (!order) throw new Error(`no order ${ref}`);
  const products = queryE2eDb<{ productId: number }>('SELECT product_id AS productId FROM order_product WHERE order_id = ? ORDER BY product_id', order.id);
  return { ...order, productIds: products.map((row) => row.productId) };
}
