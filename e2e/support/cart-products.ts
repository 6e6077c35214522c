import { expect, type Page } from '@playwright/test';
import type { CartView } from '../../lib/cart/cart-view';
import { theliaLocaleOf } from './catalog-urls';
import { firstE2eRow } from './e2e-db';
import type { ShopProject } from './ports';

type ShopName = ShopProject['name'];

const COUNTRY = { at: 13, de: 5, ro: 146 } as const;
/** Free shipping from (taxed EUR): 50 € in Austria and Germany, 1000 lei in Romania. */
const FREE_FROM_EUR = { at: 50, de: 50, ro: 201.21 } as const;
const VAT = { at: 1.2, de: 1.19, ro: 1.21 } as const;
/** Products that a journey changes in the database are picked per shop from ids with this remainder mod 3, so the
 * three projects running side by side never change the same product. */
const OWN_REMAINDER = { at: 0, de: 1, ro: 2 } as const;

export type CartProduct = { productId: number; pseId: number; title: string; url: string };

/**
 * A product sold singly (minimum 1, step 1, no promotion, not price-on-request) and deliverable to the shop's country
 * (or `kind.deliverableTo`) matching `where`, with its URL in the shop's locale; no freight item unless `kind.freight`.
 * `where` may use @vat (the shop's rate) and @free (the free-shipping threshold in taxed EUR).
 */
export function cartProduct(shop: ShopName, where: string, order = 'p.id', kind: { freight?: boolean; deliverableTo?: number } = {}): CartProduct {
  return firstE2eRow<CartProduct>(
    `SELECT p.id AS productId, d.id AS pseId, t.title, r.url FROM product p
     JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
     JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1
     JOIN product_i18n t ON t.id = p.id AND t.locale = @locale
     JOIN rewriting_url r ON r.view = 'product' AND r.view_id = p.id AND r.view_locale = @locale AND r.redirected IS NULL
     WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND p.freight = ${kind.freight ? 1 : 0} AND d.promo = 0
       AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = @country)
       AND p.id NOT IN (SELECT value FROM json_each('[' || (SELECT trim(value, '"') FROM locale_config WHERE name = 'price_request_product_ids' LIMIT 1) || ']'))
       AND ${where}
     ORDER BY ${order} LIMIT 1`,
    { locale: theliaLocaleOf(shop), country: kind.deliverableTo ?? COUNTRY[shop], vat: VAT[shop], free: FREE_FROM_EUR[shop] },
  );
}

/** In stock (10 or more), a third of the free-shipping threshold at most; `skip` picks one after that product id. */
export const cheapInStock = (shop: ShopName, skip = 0) =>
  cartProduct(shop, `d.stock_state = 'in_stock' AND d.quantity >= 10 AND pp.price * @vat < @free / 3 AND p.id > ${skip}`);

/** Like cheapInStock, but one only this shop's journeys use, from the top of the catalogue: safe to change in the DB. */
export const ownCheapInStock = (shop: ShopName, skip = 0) =>
  cartProduct(
    shop,
    `d.stock_state = 'in_stock' AND d.quantity >= 10 AND pp.price * @vat < @free / 3 AND p.id % 3 = ${OWN_REMAINDER[shop]}
     ${skip > 0 ? `AND p.id < ${skip}` : ''}`,
    'p.id DESC',
  );

/** A bulky item in stock that goes by freight forwarder. */
export const freightInStock = (shop: ShopName) => cartProduct(shop, `d.stock_state = 'in_stock' AND d.quantity >= 10`, 'p.id', { freight: true });

/** In stock and deliverable to `siteCountryId`, but not to the shop's own country. */
export const undeliverableHere = (shop: ShopName, siteCountryId: number) =>
  cartProduct(
    shop,
    `d.stock_state = 'in_stock' AND d.quantity >= 1
     AND EXISTS (SELECT 1 FROM product_undeliverable_country x WHERE x.product_id = p.id AND x.country_id = ${COUNTRY[shop]})`,
    'p.id',
    { deliverableTo: siteCountryId },
  );

/** Above the free-shipping threshold by a fifth, and orderable. */
export const aboveFreeShipping = (shop: ShopName) =>
  cartProduct(shop, `d.stock_state IN ('in_stock', 'on_demand', 'order_extra') AND (d.stock_state <> 'in_stock' OR d.quantity >= 1) AND pp.price * @vat > @free * 1.2`);

/** Ordered on demand (not limited by stock): a cart may hold thousands of it. */
export const onDemand = (shop: ShopName) => cartProduct(shop, `d.stock_state IN ('on_demand', 'order_extra', 'backorder')`);

/**
 * Cheap, in stock, and held by more than one fulfilment centre that the shop offers (the central warehouse, id 0, and
 * the centres of the shop's country), so the cart offers the choice.
 */
export const inSeveralCentres = (shop: ShopName) =>
  cartProduct(
    shop,
    `d.stock_state = 'in_stock' AND d.quantity >= 10 AND pp.price * @vat < @free / 3
     AND (SELECT COUNT(*) FROM fulfilment_center_stock f JOIN fulfilment_center c ON c.id = f.fulfilment_center_id
          WHERE f.product_sale_elements_id = d.id AND f.quantity > 0 AND (c.id = 0 OR c.country_id = @country)) > 1`,
  );

/** A call of the storefront's cart API from the page (the browser resolves the shop's *.localhost host and keeps the cookie). */
export async function callCart(page: Page, path: string, body: object): Promise<number> {
  if (page.url() === 'about:blank') await page.goto('/');
  return page.evaluate(
    async ([url, data]) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).status,
    [path, body] as const,
  );
}

/** Adds through the storefront's cart API; with `siteCountryId`, as a shopper whose site country is that one. */
export async function addByApi(page: Page, item: CartProduct, quantity: number, siteCountryId?: number): Promise<void> {
  const path = siteCountryId === undefined ? '/api/cart/lines' : `/api/cart/lines?country=${siteCountryId}`;
  expect(await callCart(page, path, { productId: item.productId, pseId: item.pseId, quantity })).toBe(200);
}

/** The cart as the storefront hands it to this browser. */
export async function cartOf(page: Page): Promise<CartView> {
  return page.evaluate(async () => (await (await fetch('/api/cart')).json()) as CartView);
}
