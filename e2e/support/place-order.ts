import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { z } from 'zod';
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
import { queryE2eDb } from './e2e-db';
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

/** A Romanian county id when the backend keeps counties (the address needs one there), else null. */
function countyOf(shop: ShopProject): number | null {
  if (shop.name !== 'ro') return null;
  const table = queryE2eDb<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('state', 'county') ORDER BY name DESC LIMIT 1")[0];
  if (!table) return null;
  return queryE2eDb<{ id: number }>(`SELECT id FROM ${table.name} WHERE country_id = 146 ORDER BY id LIMIT 1`)[0]?.id ?? null;
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
    state_id: countyOf(shop),
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

/** The e-mails the backend's outbox holds for an address (JSON, shop token), as text. */
export async function outboxText(email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN}` },
  });
  return response.ok ? JSON.stringify(await response.json()) : '';
}
