import { activeDeliveryResponseSchema, cartAddResponseSchema, insertCouponResponseSchema, postageResponseSchema } from '@/contract/cart';
import { createTestApp, type TestApp } from '@/backend/test-app';

type Pse = { productId: number; pseId: number; net: number };

describe('postage, delivery modules and coupons of the reference backend', () => {
  let t: TestApp;
  const AT = 13;
  const DE = 5;
  const RO = 146;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  /** A deliverable product sold singly whose taxed price (AT) lies in [min, max]. */
  const productPriced = (min: number, max: number, freight = 0): Pse =>
    t.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId, pp.price AS net FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1
         WHERE p.visible = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND p.freight = ? AND d.promo = 0
           AND d.stock_state IN ('on_demand', 'order_extra', 'backorder') AND pp.price * 1.2 BETWEEN ? AND ?
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id)
         ORDER BY p.id LIMIT 1`,
      )
      .get(freight, min, max) as Pse;

  const cartWith = async (pse: Pse, quantity: number, locale = 'de_AT') => {
    const response = await t.post('/cart/add', { thelia_cart_add: { append: true, product: pse.productId, product_sale_elements_id: pse.pseId, quantity }, locale });
    return cartAddResponseSchema.parse(response.json()).data?.cartId as number;
  };
  const postage = async (cartId: number, countryId: number, module = 77, locale = 'de_AT') => {
    const response = await t.post('/customdelivery/postage', { country_id: countryId, state_id: null, cart_id: cartId, locale, delivery_module_id: module });
    return { status: response.statusCode, body: postageResponseSchema.parse(response.json()) };
  };

  test('S7-26 S9-14 parcel postage (postage_amount, postage_amount_taxed) in Austria and Germany, free from 50 € of goods', async () => {
    const cheap = productPriced(5, 20);
    const small = await cartWith(cheap, 1);
    expect((await postage(small, AT)).body).toEqual({ status_code: 200, postage_amount: 4.92, postage_amount_taxed: 5.9, free_from_taxed: 50 });
    expect((await postage(small, DE)).body).toMatchObject({ postage_amount_taxed: 5.9, free_from_taxed: 50 });
    const big = await cartWith(productPriced(60, 200), 1);
    expect((await postage(big, AT)).body).toMatchObject({ postage_amount: 0, postage_amount_taxed: 0 });
  });

  test('S9-13 Romania ships free from 1000 lei (1000 / 4.97 €, unrounded so that it is exactly 1000 lei again)', async () => {
    const below = await cartWith(productPriced(40, 120), 1, 'ro_RO');
    const { body } = await postage(below, RO, 77, 'ro_RO');
    expect(body).toMatchObject({ postage_amount_taxed: 5.01 });
    expect(Math.round((body.free_from_taxed ?? 0) * 4.97 * 100) / 100).toBe(1000);
    const above = await cartWith(productPriced(260, 900), 1, 'ro_RO');
    expect((await postage(above, RO, 77, 'ro_RO')).body).toMatchObject({ postage_amount_taxed: 0 });
  });

  test('S9-15 S3-33 freight items cost the freight postage (90 € to Germany), never free; delivery modules come with id and position order', async () => {
    const freight = t.db
      .prepare(
        `SELECT p.id AS productId, d.id AS pseId FROM product p JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
         WHERE p.visible = 1 AND p.freight = 1 AND p.min_quantity = 1 AND p.quantity_multiple = 1 AND d.stock_state IN ('on_demand', 'order_extra', 'backorder', 'in_stock')
           AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id) ORDER BY p.id LIMIT 1`,
      )
      .get() as Pse;
    const cartId = await cartWith(freight, 1);
    expect((await postage(cartId, DE)).body).toMatchObject({ postage_amount_taxed: 90, free_from_taxed: null });
    const modules = activeDeliveryResponseSchema.parse((await t.get(`/api/getActiveDelivery/${cartId}?country_id=${DE}`)).json());
    // No parcel twin at the freight price: the forwarder first (position order), then pickup.
    expect(modules.map((m) => [m.id, m.position])).toEqual([[79, 1], [78, 2]]);
    expect(modules.find((m) => m.pickup)?.postage_taxed).toBe(0);
    const parcelCart = await cartWith(productPriced(5, 20), 1);
    const parcelModules = activeDeliveryResponseSchema.parse((await t.get(`/api/getActiveDelivery/${parcelCart}?country_id=${DE}`)).json());
    expect(parcelModules.map((m) => [m.id, m.position])).toEqual([[77, 0], [78, 2]]);
  });

  test("S7-26 postage for an unknown country or module is 'Invalid data'; an unknown cart is 'Cart not found'", async () => {
    const cartId = await cartWith(productPriced(5, 20), 1);
    expect(await postage(cartId, 99)).toEqual({ status: 400, body: { status_code: 400, error: 'Invalid data' } });
    expect(await postage(cartId, AT, 12345)).toEqual({ status: 400, body: { status_code: 400, error: 'Invalid data' } });
    expect((await t.post('/customdelivery/postage', { country_id: 'x' })).statusCode).toBe(400);
    expect((await postage(99999999, AT)).status).toBe(404);
    expect((await t.get('/api/getActiveDelivery/99999999')).statusCode).toBe(404);
    expect((await t.get('/api/getActiveDelivery/abc')).statusCode).toBe(400);
  });

  test("coupons: a valid one is attached with its discount; unknown, expired, foreign-locale and below-minimum ones are 'Coupon invalid'", async () => {
    const cartId = await cartWith(productPriced(20, 40), 1);
    const insert = async (code: string) => {
      const response = await t.post('/api/ExternalOrderApi/insertCoupon/', { coupon_code: code, cart_id: cartId, customer_id: null });
      return { status: response.statusCode, body: insertCouponResponseSchema.parse(response.json()) };
    };
    for (const code of ['NOPE', 'SOMMER2020', 'BINEVENIT10', 'SPAR5']) {
      expect(await insert(code)).toEqual({ status: 400, body: { status_code: 400, message: 'Coupon invalid' } });
    }
    const applied = await insert('willkommen10');
    expect(applied.status).toBe(200);
    expect(applied.body.data?.coupon_code).toBe('WILLKOMMEN10');
    const cart = (await t.post('/cart/get', { cart_id: cartId })).json() as { data: { discount: number; total_taxed: number; coupon_code: string } };
    expect(cart.data.coupon_code).toBe('WILLKOMMEN10');
    expect(cart.data.discount).toBeCloseTo(cart.data.total_taxed / 10, 2);
    expect((await t.post('/api/ExternalOrderApi/insertCoupon/', { coupon_code: 'X', cart_id: 99999999 })).statusCode).toBe(404);
    expect((await t.post('/api/ExternalOrderApi/insertCoupon/', { coupon_code: '', cart_id: cartId })).statusCode).toBe(400);
  });
});
