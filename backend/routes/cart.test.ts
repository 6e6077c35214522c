import {
  cartAbandonedResponseSchema,
  cartAddResponseSchema,
  cartGetResponseSchema,
  cartItemSchema,
  cartStatusResponseSchema,
  type Cart,
} from '@/contract/cart';
import { createTestApp, type TestApp } from '@/backend/test-app';

type Pse = { productId: number; pseId: number; stock: number };

describe('cart POSTs of the reference backend', () => {
  let t: TestApp;
  let clock = new Date('2026-11-22T10:00:00Z');
  let stocked: Pse;
  let second: Pse;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const rows = t.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId, d.quantity AS stock FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 20
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id)
         ORDER BY p.id LIMIT 2`,
      )
      .all() as Pse[];
    [stocked, second] = rows as [Pse, Pse];
  }, 60_000);
  afterAll(() => t.close());

  const add = (cartId: number | null, pse: Pse, quantity: number, extra: object = {}) =>
    t.post('/cart/add', { 'thelia.cart_id': cartId, thelia_cart_add: { append: true, product: pse.productId, product_sale_elements_id: pse.pseId, quantity }, thelia_login: null, locale: 'de_AT', ...extra });
  const addOk = async (cartId: number | null, pse: Pse, quantity: number) => {
    const response = await add(cartId, pse, quantity);
    expect(response.statusCode).toBe(200);
    return cartAddResponseSchema.parse(response.json()).data as { quantity: number; cartId: number; cartItemId: number };
  };
  const getCart = async (cartId: number, extra: object = {}): Promise<Cart> => {
    const response = await t.post('/cart/get', { cart_id: cartId, thelia_login: null, locale: 'de_AT', ...extra });
    expect(response.statusCode).toBe(200);
    return cartGetResponseSchema.parse(response.json()).data as Cart;
  };

  test('S7-13 cart call responses carry status_code and data with quantity, cartId and cartItemId', async () => {
    const response = await add(null, stocked, 2);
    expect(response.json()).toEqual({ status_code: 200, data: { quantity: 2, cartId: expect.any(Number), cartItemId: expect.any(Number) } });
  });

  test('S3-29 S3-30 a cart item carries every field of the spec, selectedFulfilmentCenter 0 by default', async () => {
    const { cartId } = await addOk(null, stocked, 1);
    const cart = await getCart(cartId);
    const item = cart.items[0];
    expect(cartItemSchema.parse(item)).toBeTruthy();
    for (const field of ['id', 'PRODUCT_SALE_ELEMENT', 'cartItemId', 'cartId', 'quantity', 'quantityRemain', 'quantityCount', 'selectedProductColor', 'selectedProductSize', 'variation', 'REF', 'TITLE', 'URL', 'PSE_URL', 'IMAGE', 'PRICE', 'TAXED_PRICE', 'BEST_TAXED_PRICE', 'IS_PROMO', 'PROMO_PRICE', 'TAXED_PROMO_PRICE', 'LISTEN_PRICE', 'DEFAULT_CATEGORY', 'brand_name', 'category', 'undeliverable']) {
      expect(item).toHaveProperty(field);
    }
    expect(item).toMatchObject({ PRODUCT_SALE_ELEMENT: stocked.pseId, quantity: 1, quantityRemain: stocked.stock - 1, selectedFulfilmentCenter: 0, undeliverable: false, tax_percent: 20 });
    expect(item?.TAXED_PRICE).toBeCloseTo((item?.PRICE ?? 0) * 1.2, 1);
    expect(item?.category.length).toBeGreaterThan(0);
    expect(cart.total_taxed).toBeCloseTo(item?.BEST_TAXED_PRICE ?? 0, 2);
    const german = await getCart(cartId, { country_id: 5 });
    expect(german.items[0]?.tax_percent).toBe(19);
    expect(german.country_id).toBe(5);
  });

  test('S7-08 adding an existing PSE adds to its line; append false sets it; a cart that does not exist is "Cart not found"', async () => {
    const first = await addOk(null, stocked, 2);
    const again = await addOk(first.cartId, stocked, 3);
    expect(again).toEqual({ quantity: 5, cartId: first.cartId, cartItemId: first.cartItemId });
    const set = await add(first.cartId, stocked, 1, {});
    expect(set.statusCode).toBe(200);
    const replaced = await t.post('/cart/add', { 'thelia.cart_id': first.cartId, thelia_cart_add: { append: false, product: stocked.productId, product_sale_elements_id: stocked.pseId, quantity: 4 } });
    expect(cartAddResponseSchema.parse(replaced.json()).data?.quantity).toBe(4);
    const missing = await add(99999999, stocked, 1);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status_code: 404, message: 'Cart not found' });
  });

  test('parallel adds of the same item to the same cart lose nothing (one transaction per write)', async () => {
    const { cartId } = await addOk(null, second, 1);
    await Promise.all(Array.from({ length: 12 }, () => add(cartId, second, 1)));
    const cart = await getCart(cartId);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(13);
  });

  test('refusals: stock, minimum and multiple, orderability, unknown and mismatched ids; the cart is unchanged', async () => {
    const { cartId } = await addOk(null, stocked, 1);
    expect((await add(cartId, stocked, stocked.stock)).json()).toEqual({ status_code: 409, message: 'Not enough stock' });
    expect((await add(cartId, { ...stocked, productId: second.productId }, 1)).json()).toEqual({ status_code: 404, message: 'Product not found' });
    const multiple = t.db.prepare(
      `SELECT p.id AS productId, d.id AS pseId, p.quantity_multiple AS m FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
       WHERE p.visible = 1 AND p.quantity_multiple > 1 AND d.stock_state <> 'out_of_stock' ORDER BY p.id LIMIT 1`,
    ).get() as Pse & { m: number };
    expect((await add(cartId, multiple, multiple.m + 1)).json()).toEqual({ status_code: 400, message: `Quantity must be a multiple of ${multiple.m}` });
    const soldOut = t.db.prepare(
      `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id
       WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'out_of_stock' ORDER BY p.id LIMIT 1`,
    ).get() as Pse;
    expect((await add(cartId, soldOut, 1)).json()).toEqual({ status_code: 409, message: 'Product not orderable' });
    const cart = await getCart(cartId);
    expect(cart.items.map((i) => [i.PRODUCT_SALE_ELEMENT, i.quantity])).toEqual([[stocked.pseId, 1]]);
  });

  test('bad input is a 400 naming the field, never a 500', async () => {
    const bodies: unknown[] = [
      { thelia_cart_add: { append: true, product: stocked.productId, product_sale_elements_id: stocked.pseId, quantity: -1 } },
      { thelia_cart_add: { append: true, product: stocked.productId, product_sale_elements_id: stocked.pseId, quantity: 1.5 } },
      { thelia_cart_add: { append: true, product: stocked.productId, product_sale_elements_id: stocked.pseId, quantity: 'zwei' } },
      { thelia_cart_add: { append: true, product: stocked.productId, product_sale_elements_id: stocked.pseId, quantity: 1e9 } },
      { thelia_cart_add: { append: true, product: 'x', product_sale_elements_id: stocked.pseId, quantity: 1 } },
      { 'thelia.cart_id': -4, thelia_cart_add: { append: true, product: 1, product_sale_elements_id: 1, quantity: 1 } },
      { thelia_cart_add: { append: true, product: 1, product_sale_elements_id: 1, quantity: 1 }, locale: 'en_US' },
      {},
      'not json',
    ];
    for (const body of bodies) {
      const response = await t.post('/cart/add', body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
    for (const path of ['/cart/update', '/cart/get', '/cart/delete', '/cart/clear', '/cart/assignCustomer', '/cart/abandoned']) {
      expect((await t.post(path, { cart_id: 'abc', cart_item: -1, quantity: 'x', email: 'no' })).statusCode).toBe(400);
    }
    expect((await t.request('POST', '/cart/get', { token: null, body: '{}' })).statusCode).toBe(401);
  });

  test('S7-09 S7-10 S7-11 update (0 removes), delete and clear; a line of another cart is "Cart item not found"', async () => {
    const mine = await addOk(null, stocked, 2);
    const theirs = await addOk(null, second, 1);
    expect((await t.post('/cart/update', { cart_id: mine.cartId, cart_item: theirs.cartItemId, quantity: 5 })).json()).toEqual({ status_code: 404, message: 'Cart item not found' });
    expect((await t.post('/cart/delete', { cart_id: mine.cartId, cart_item: theirs.cartItemId })).statusCode).toBe(404);
    expect((await getCart(theirs.cartId)).items[0]?.quantity).toBe(1);
    const updated = await t.post('/cart/update', { cart_id: mine.cartId, cart_item: mine.cartItemId, quantity: 6, thelia_login: null });
    expect(cartAddResponseSchema.parse(updated.json()).data?.quantity).toBe(6);
    const removed = await t.post('/cart/update', { cart_id: mine.cartId, cart_item: mine.cartItemId, quantity: 0 });
    expect(cartAddResponseSchema.parse(removed.json()).data?.quantity).toBe(0);
    expect((await getCart(mine.cartId)).items).toEqual([]);
    const back = await addOk(mine.cartId, stocked, 1);
    expect(cartStatusResponseSchema.parse((await t.post('/cart/delete', { cart_id: mine.cartId, cart_item: back.cartItemId })).json()).status_code).toBe(200);
    await addOk(mine.cartId, stocked, 1);
    expect((await t.post('/cart/clear', { cart_id: mine.cartId })).statusCode).toBe(200);
    expect((await getCart(mine.cartId)).items).toEqual([]);
  });

  test('S4-32 the fulfilment centre of a line is one holding stock of it (or the central warehouse)', async () => {
    const multi = t.db.prepare(
      `SELECT d.product_id AS productId, s.product_sale_elements_id AS pseId, d.quantity AS stock, MAX(s.fulfilment_center_id) AS center
       FROM fulfilment_center_stock s JOIN product_sale_elements d ON d.id = s.product_sale_elements_id JOIN product p ON p.id = d.product_id
       WHERE s.quantity > 0 AND s.fulfilment_center_id > 0 AND p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock'
         AND d.quantity >= 1 AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = 13)
       GROUP BY s.product_sale_elements_id ORDER BY s.product_sale_elements_id LIMIT 1`,
    ).get() as Pse & { center: number };
    const line = await addOk(null, multi, 1);
    expect((await t.post('/cart/update', { cart_id: line.cartId, cart_item: line.cartItemId, quantity: 1, selected_fulfilment_center: multi.center })).statusCode).toBe(200);
    expect((await getCart(line.cartId)).items[0]?.selectedFulfilmentCenter).toBe(multi.center);
    expect((await t.post('/cart/update', { cart_id: line.cartId, cart_item: line.cartItemId, quantity: 1, selected_fulfilment_center: 999 })).json()).toEqual({ status_code: 400, message: 'Invalid fulfilment centre' });
  });

  test('S7-12 /cart/get, /cart/assignCustomer and /cart/abandoned: a restore token round trip', async () => {
    const { cartId } = await addOk(null, stocked, 1);
    expect((await t.post('/cart/assignCustomer', { email: 'kunde@example.at', cart_id: cartId })).json()).toEqual({ status_code: 200, data: { cartId } });
    const made = cartAbandonedResponseSchema.parse((await t.post('/cart/abandoned', { cart_id: cartId })).json()).data;
    expect(made?.token).toMatch(/^[\w-]{43}$/);
    const again = cartAbandonedResponseSchema.parse((await t.post('/cart/abandoned', { cart_id: cartId })).json()).data;
    expect(again?.token).toBe(made?.token);
    const restored = cartAbandonedResponseSchema.parse((await t.post('/cart/abandoned', { token: made?.token })).json()).data;
    expect(restored?.cartId).toBe(cartId);
    expect((await t.post('/cart/abandoned', { token: 'x'.repeat(43) })).json()).toEqual({ status_code: 404, message: 'Cart not found' });
  });

  test('S9-21 a price is guaranteed only for the day the item was added to the cart', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const { cartId } = await addOk(null, stocked, 1);
    const before = (await getCart(cartId)).items[0];
    expect(before?.price_end_of_life).toBe('2026-11-22T22:59:59.999Z');
    t.db.prepare('UPDATE product_price SET price = price + 10, promo_price = promo_price + 10 WHERE product_sale_elements_id = ?').run(stocked.pseId);
    clock = new Date('2026-11-22T22:30:00Z');
    expect((await getCart(cartId)).items[0]?.PRICE).toBe(before?.PRICE);
    clock = new Date('2026-11-23T07:00:00Z');
    const after = (await getCart(cartId)).items[0];
    expect(after?.PRICE).toBeCloseTo((before?.PRICE ?? 0) + 10, 2);
    expect(after?.price_end_of_life).toBe('2026-11-23T22:59:59.999Z');
    expect(after?.added_at).toBe(before?.added_at);
    t.db.prepare('UPDATE product_price SET price = price - 10, promo_price = promo_price - 10 WHERE product_sale_elements_id = ?').run(stocked.pseId);
    clock = new Date('2026-11-22T10:00:00Z');
  });
});
