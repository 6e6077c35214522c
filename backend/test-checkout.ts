import crypto from 'node:crypto';
import type { TheliaLocale } from '@/contract/common';
import type { PaymentMethodCode, PayRequest } from '@/contract/checkout';
import { PAY_ROUTES, payResponseSchema } from '@/contract/checkout';
import { cartAddResponseSchema } from '@/contract/cart';
import { PAYMENT_MODULE_IDS } from './db/seed/payment-modules';
import type { TestApp, TestResponse } from './test-app';

/**
 * Test support (not a test): a guest with addresses, a cart with products and the pay payload (S7-20) of the three
 * shops, on a test app.
 */
export type Pse = { productId: number; pseId: number; stock: number };
export type Shopper = { customerId: number; invoiceAddressId: number; deliveryAddressId: number; email: string };

export const SHOP_ADDRESS: Record<TheliaLocale, { countryId: number; zipcode: string; city: string; county: string | null; origin: string }> = {
  de_AT: { countryId: 13, zipcode: '1100', city: 'Wien', county: null, origin: 'https://www.sanitaer-haus.at' },
  de_DE: { countryId: 5, zipcode: '01067', city: 'Dresden', county: null, origin: 'https://www.sanitaer-haus.de' },
  ro_RO: { countryId: 146, zipcode: '041919', city: 'București', county: 'RO-B', origin: 'https://www.casa-sanitara.ro' },
};

export const newKey = () => crypto.randomBytes(16).toString('hex');

export function checkoutSupport(t: TestApp) {
  const one = <T>(sql: string, ...params: (string | number)[]) => t.db.prepare(sql).get(...params) as T;

  /**
   * In-stock products (stock ≥ 20, sold one by one) deliverable to every shop country, parcel or freight, with a net
   * price (EUR) in a range.
   */
  const products = (count: number, options: { freight?: boolean; minNet?: number; maxNet?: number; offset?: number } = {}): Pse[] =>
    t.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId, d.quantity AS stock FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 20 AND p.freight = ?
           AND pp.price BETWEEN ? AND ? AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id)
         ORDER BY p.id LIMIT ? OFFSET ?`,
      )
      .all(options.freight ? 1 : 0, options.minNet ?? 0, options.maxNet ?? 1e9, count, options.offset ?? 0) as Pse[];

  /** An in-stock product that cannot be delivered to the country but can to another one (where the cart is put). */
  const undeliverableTo = (countryId: number, deliverableTo: number): Pse =>
    one<Pse>(
      `SELECT p.id AS productId, d.id AS pseId, d.quantity AS stock FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       JOIN product_undeliverable_country u ON u.product_id = p.id AND u.country_id = ?
       WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 5
         AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country o WHERE o.product_id = p.id AND o.country_id = ?) ORDER BY p.id LIMIT 1`,
      countryId,
      deliverableTo,
    );

  /** A cart of the shop with these lines (priced for `countryId`, by default the shop's country). */
  const cart = async (locale: TheliaLocale, lines: { pse: Pse; quantity: number }[], countryId = SHOP_ADDRESS[locale].countryId): Promise<number> => {
    let cartId: number | null = null;
    for (const line of lines) {
      const response = await t.post('/cart/add', {
        'thelia.cart_id': cartId, thelia_cart_add: { append: true, product: line.pse.productId, product_sale_elements_id: line.pse.pseId, quantity: line.quantity },
        locale, country_id: countryId,
      });
      if (response.statusCode !== 200) throw new Error(`cart/add answered ${response.statusCode}: ${response.text}`);
      cartId = cartAddResponseSchema.parse(response.json()).data?.cartId ?? null;
    }
    if (cartId === null) throw new Error('no cart');
    return cartId;
  };

  const countyId = (code: string) => one<{ id: number }>('SELECT id FROM state WHERE isocode = ?', code).id;

  const address = async (customerId: number, locale: TheliaLocale, extra: object = {}): Promise<number> => {
    const shop = SHOP_ADDRESS[locale];
    const response = await t.post('/api/ExternalOrderApi/address', {
      customer_id: customerId, title: 2, firstname: 'Maria', lastname: 'Muster', address1: 'Hauptstraße 10/A/4/15', zipcode: shop.zipcode, city: shop.city,
      country_id: shop.countryId, state_id: shop.county ? countyId(shop.county) : null, phone: '+43 660 1234567', ...extra,
    });
    if (response.statusCode !== 200) throw new Error(`address answered ${response.statusCode}: ${response.text}`);
    return (response.json() as { data: { address_id: number } }).data.address_id;
  };

  const shopper = async (locale: TheliaLocale, email = `gast-${newKey().slice(0, 8)}@example.at`): Promise<Shopper> => {
    const response = await t.post('/api/ExternalOrderApi/guest', { email, title: 2, firstname: 'Maria', lastname: 'Muster', locale });
    const customerId = (response.json() as { data: { customer_id: number } }).data.customer_id;
    const invoiceAddressId = await address(customerId, locale);
    return { customerId, invoiceAddressId, deliveryAddressId: invoiceAddressId, email };
  };

  const payload = (locale: TheliaLocale, cartId: number, who: Shopper, method: PaymentMethodCode, extra: Partial<PayRequest> = {}): PayRequest => ({
    cart_id: cartId, customer_id: who.customerId, appliedCoupon: null, api_call: `${SHOP_ADDRESS[locale].origin}/api/checkout/return`, session_id: newKey(),
    email: who.email, delivery_address_id: who.deliveryAddressId, delivery_module_id: 77, invoice_address_id: who.invoiceAddressId,
    payment_module_id: PAYMENT_MODULE_IDS[method], postage_tax_rule_title: '', country_id: SHOP_ADDRESS[locale].countryId, locale, isCompany: false,
    message: '', isCompleteDelivery: false, guest: true, ...extra,
  });

  const pay = (method: PaymentMethodCode, body: PayRequest): Promise<TestResponse> => t.post(PAY_ROUTES[method], body);
  const paid = async (method: PaymentMethodCode, body: PayRequest) => {
    const response = await pay(method, body);
    if (response.statusCode !== 200) throw new Error(`${PAY_ROUTES[method]} answered ${response.statusCode}: ${response.text}`);
    const data = payResponseSchema.parse(response.json()).data;
    if (!data) throw new Error('pay answer without data');
    return data;
  };
  const cartLines = (cartId: number) => t.db.prepare('SELECT pse_id AS pseId, quantity FROM cart_item WHERE cart_id = ? ORDER BY id').all(cartId) as { pseId: number; quantity: number }[];

  return { products, undeliverableTo, cart, address, shopper, payload, pay, paid, cartLines, countyId };
}
