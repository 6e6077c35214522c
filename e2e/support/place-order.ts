import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { activeDeliveryResponseSchema } from '../../lib/contract/cart';
import {
  activePaymentMethodsResponseSchema,
  addressCreateResponseSchema,
  guestCustomerResponseSchema,
  PAY_ROUTES,
  payResponseSchema,
  type PaymentMethodCode,
} from '../../lib/contract/checkout';
import { EMBEDDED_SHOP_TOKEN } from '../../scripts/stack-env';
import { addByApi, cheapInStock } from './cart-products';
import { theliaLocaleOf } from './catalog-urls';
import { E2E_PORTS, type ShopProject } from './ports';

/**
 * Places an order of this browser's cart through the backend's own checkout calls (lib/contract/checkout.ts: guest
 * customer, address, payment and delivery modules, the method's pay route), as the storefront's checkout does, so the
 * journeys after the pay call run without the checkout page. The cart is this browser's (its signed cookie's id);
 * `api_call` is the e2e storefront's return base.
 */
export type PlacedOrder = { ref: string; number: string; orderId: number; url: string; cartId: number; email: string };

const COUNTRY = { at: 13, de: 5, ro: 146 } as const;
const ADDRESS = {
  at: { address1: 'Hauptstraße 10/A/4/15', zipcode: '1010', city: 'Wien' },
  de: { address1: 'Invalidenstraße 12', zipcode: '10115', city: 'Berlin' },
  ro: { address1: 'Strada Lipscani 5', zipcode: '030031', city: 'București' },
} as const;

async function backend<S extends z.ZodType>(schema: S, path: string, body?: unknown): Promise<z.output<S>> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return schema.parse(json);
}

/** Counties of a country (`ExternalOrderApi/county/?country_id=`): a Romanian address needs the one of its postcode. */
const countiesSchema = z.array(z.object({ id: z.number().int().positive(), postcode_prefixes: z.array(z.string()) }));

async function countyOf(shop: ShopProject): Promise<number | null> {
  if (shop.name !== 'ro') return null;
  const counties = await backend(countiesSchema, `/api/ExternalOrderApi/county/?country_id=${COUNTRY.ro}`);
  const county = counties.find((candidate) => candidate.postcode_prefixes.includes(ADDRESS.ro.zipcode.slice(0, 2)));
  if (!county) throw new Error('no county for the Romanian postcode');
  return county.id;
}

export async function placeOrder(page: Page, shop: ShopProject, method: PaymentMethodCode): Promise<PlacedOrder> {
  await addByApi(page, cheapInStock(shop.name), 1);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cart');
  const cartId = Number(cookie?.value.split('.')[0]);
  if (!Number.isInteger(cartId) || cartId < 1) throw new Error('no cart cookie after the add');
  const locale = theliaLocaleOf(shop.name);
  const countryId = COUNTRY[shop.name];
  const email = `order-${shop.name}-${randomBytes(6).toString('hex')}@example.com`;
  const person = { title: 1, firstname: 'Maria', lastname: 'Muster' };

  const guest = await backend(guestCustomerResponseSchema, '/api/ExternalOrderApi/guest', { ...person, email, locale });
  const customerId = guest.data?.customer_id;
  if (!customerId) throw new Error('no guest customer');
  const address = await backend(addressCreateResponseSchema, '/api/ExternalOrderApi/address', {
    ...person,
    ...ADDRESS[shop.name],
    customer_id: customerId,
    country_id: countryId,
    state_id: await countyOf(shop),
    phone: '+43 660 1234567',
  });
  const addressId = address.data?.address_id;
  if (!addressId) throw new Error('no address');
  const methods = await backend(activePaymentMethodsResponseSchema, `/api/getActivePaymentMethods/${cartId}?country_id=${countryId}&locale=${locale}`);
  const payment = methods.find((candidate) => candidate.code === method);
  if (!payment) throw new Error(`${method} is not offered in ${shop.name}`);
  const deliveries = await backend(activeDeliveryResponseSchema, `/api/getActiveDelivery/${cartId}?country_id=${countryId}&locale=${locale}`);
  const delivery = deliveries.find((candidate) => !candidate.pickup);
  if (!delivery) throw new Error('no delivery module');

  const paid = await backend(payResponseSchema, PAY_ROUTES[method], {
    cart_id: cartId,
    customer_id: customerId,
    appliedCoupon: null,
    api_call: `http://${shop.host}:${E2E_PORTS.storefront}/api/checkout/return`,
    session_id: randomBytes(16).toString('hex'),
    email,
    delivery_address_id: addressId,
    delivery_module_id: delivery.id,
    invoice_address_id: addressId,
    payment_module_id: payment.id,
    postage_tax_rule_title: '',
    country_id: countryId,
    locale,
    isCompany: false,
    message: '',
    isCompleteDelivery: false,
    guest: true,
  });
  if (!paid.data) throw new Error(`pay answered without an order: ${paid.message ?? paid.status_code}`);
  return { ref: paid.data.order_ref, number: paid.data.order_number, orderId: paid.data.order_id, url: paid.data.url, cartId, email };
}

/** The operator's route of the reference backend: moves an order to a status (at a time), e.g. sent long ago. */
export async function setOrderStatus(orderId: number, status: string, at?: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/admin/order/${orderId}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(at ? { status, at } : { status }),
  });
  if (!response.ok) throw new Error(`order status answered ${response.status}`);
}

const outboxSchema = z.object({ messages: z.array(z.object({ kind: z.string(), subject: z.string(), body: z.string() })) });

/** The e-mails the backend's outbox holds for an address (`GET /api/outbox?to=`, shop token). */
export async function outboxOf(email: string): Promise<Array<{ kind: string; subject: string; body: string }>> {
  return (await backend(outboxSchema, `/api/outbox?to=${encodeURIComponent(email)}`)).messages;
}
