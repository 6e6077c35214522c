import { cartAddResponseSchema, cartGetResponseSchema } from '@/contract/cart';
import { createTestApp, type TestApp } from '@/backend/test-app';

type Pse = { productId: number; pseId: number };

describe('cart assignCustomer at login', () => {
  let t: TestApp;
  let first: Pse;
  let second: Pse;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = t.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state = 'in_stock' AND d.quantity >= 20
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id)
         ORDER BY p.id LIMIT 2`,
      )
      .all() as Pse[];
    [first, second] = rows as [Pse, Pse];
  }, 60_000);
  afterAll(() => t.close());

  const add = async (cartId: number | null, pse: Pse, quantity: number, locale = 'de_AT') => {
    const response = await t.post('/cart/add', {
      'thelia.cart_id': cartId, thelia_cart_add: { append: true, product: pse.productId, product_sale_elements_id: pse.pseId, quantity }, thelia_login: null, locale,
    });
    expect(response.statusCode).toBe(200);
    return cartAddResponseSchema.parse(response.json()).data!.cartId;
  };
  const lines = async (cartId: number, locale = 'de_AT') => {
    const cart = cartGetResponseSchema.parse((await t.post('/cart/get', { cart_id: cartId, locale })).json()).data;
    return Object.fromEntries((cart?.items ?? []).map((item) => [item.PRODUCT_SALE_ELEMENT, item.quantity]));
  };

  test("the customer's older cart lines join the guest cart; the older cart is emptied", async () => {
    const email = 'merge@example.at';
    const older = await add(null, first, 2);
    await add(older, second, 1);
    expect((await t.post('/cart/assignCustomer', { email, cart_id: older })).statusCode).toBe(200);
    const guest = await add(null, first, 3);
    expect((await t.post('/cart/assignCustomer', { email: email.toUpperCase(), cart_id: guest })).statusCode).toBe(200);
    expect(await lines(guest)).toEqual({ [first.pseId]: 5, [second.pseId]: 1 });
    expect(await lines(older)).toEqual({});
    expect((await t.post('/cart/assignCustomer', { email, cart_id: guest })).statusCode).toBe(200);
    expect(await lines(guest)).toEqual({ [first.pseId]: 5, [second.pseId]: 1 });
  });

  test("another customer's carts and another shop's carts stay apart", async () => {
    const mine = await add(null, first, 1);
    await t.post('/cart/assignCustomer', { email: 'one@example.at', cart_id: mine });
    const romanian = await add(null, second, 1, 'ro_RO');
    await t.post('/cart/assignCustomer', { email: 'two@example.at', cart_id: romanian });
    const other = await add(null, second, 4);
    await t.post('/cart/assignCustomer', { email: 'two@example.at', cart_id: other });
    expect(await lines(other)).toEqual({ [second.pseId]: 4 });
    expect(await lines(mine)).toEqual({ [first.pseId]: 1 });
    expect(await lines(romanian, 'ro_RO')).toEqual({ [second.pseId]: 1 });
  });
});
