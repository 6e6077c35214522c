import { cartGetResponseSchema, type Cart } from '@/contract/cart';
import type { TheliaLocale } from '@/contract/common';
import { CARD_SESSION_PREFIX, ORDER_MESSAGES, PAY_MESSAGES, orderResponseSchema, payResponseSchema, type Order } from '@/contract/checkout';
import { FREIGHT_GERMANY_EUR } from '@/contract/constants';
import { PAYMENT_MODULE_IDS } from '@/backend/db/seed/payment-modules';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { SHOP_ADDRESS, checkoutSupport, newKey } from '@/backend/test-checkout';
import { allRecordingProviders, type RecordingProvider } from '@/backend/test-payment-provider';

const clock = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
let providers: RecordingProvider[];

beforeAll(async () => {
  providers = allRecordingProviders();
  t = await createTestApp({ now: () => clock, providers });
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

const provider = (code: string) => providers.find((p) => p.code === code) as RecordingProvider;
const order = async (id: number): Promise<Order> => {
  const response = await t.get(`/api/ExternalOrderApi/order/${id}`);
  expect(response.statusCode).toBe(200);
  return orderResponseSchema.parse(response.json()).data as Order;
};
const cartView = async (cartId: number, locale: TheliaLocale): Promise<Cart> =>
  cartGetResponseSchema.parse((await t.post('/cart/get', { cart_id: cartId, locale, country_id: SHOP_ADDRESS[locale].countryId })).json()).data as Cart;
const count = (sql: string, ...params: (string | number)[]) => (t.db.prepare(sql).get(...params) as { n: number }).n;
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('the pay routes', () => {
  test('S7-14 S7-16 S7-17 S7-19 the Austrian shop pays with PayPal, Klarna, card (a checkout session id, S4-36) and prepayment', async () => {
    const [product] = c.products(1, { minNet: 20, maxNet: 200 });
    for (const method of ['PayPal', 'Sofort', 'StripePayment', 'Vorkasse'] as const) {
      const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
      const who = await c.shopper('de_AT');
      const body = c.payload('de_AT', cartId, who, method);
      const data = await c.paid(method, body);
      expect(data.order_ref).toMatch(/^ORD\d{12}$/);
      expect(data.order_number).toMatch(/^AT-2026-\d{6}$/);
      expect(data.status).toBe('not_paid');
      const placed = await order(data.order_id);
      expect(placed).toMatchObject({ ref: data.order_ref, cart_id: cartId, customer_id: who.customerId, guest: true, payment_code: method, currency: 'EUR' });
      if (method === 'Vorkasse') {
        expect(data.url).toBe(`https://www.sanitaer-haus.at/api/checkout/return/vorkasse/success?order_ref=${data.order_ref}`);
        expect(placed.payment).toBe('none');
        expect(c.cartLines(cartId)).toEqual([]);
        continue;
      }
      const start = provider(method).starts.at(-1);
      expect(start).toEqual({
        orderId: data.order_id, orderRef: data.order_ref, orderNumber: data.order_number, amountMinor: Math.round(placed.total_taxed * 100), currency: 'EUR',
        locale: 'de_AT', email: who.email, returnBase: 'https://www.sanitaer-haus.at/api/checkout/return',
      });
      if (method === 'StripePayment') expect(data.url.startsWith(CARD_SESSION_PREFIX)).toBe(true);
      else expect(data.url).toMatch(/^https:\/\/provider\.test\//);
      expect(placed.payment).toBe('pending');
      expect(c.cartLines(cartId)).toEqual([{ pseId: product!.pseId, quantity: 1 }]);
    }
  });

  test('S7-15 S7-18 the Romanian shop pays by card through Global Payments in lei, and cash on delivery empties the cart and confirms at once', async () => {
    const [product] = c.products(1, { minNet: 20, maxNet: 200 });
    const cardCart = await c.cart('ro_RO', [{ pse: product!, quantity: 2 }]);
    const who = await c.shopper('ro_RO');
    const card = await c.paid('GlobalPayments', c.payload('ro_RO', cardCart, who, 'GlobalPayments'));
    expect(card.order_number).toMatch(/^RO-2026-\d{6}$/);
    expect(provider('GlobalPayments').starts.at(-1)).toMatchObject({ orderId: card.order_id, currency: 'RON', locale: 'ro_RO' });

    const codCart = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]);
    const cod = await c.paid('Nachnahme', c.payload('ro_RO', codCart, who, 'Nachnahme'));
    expect(cod.url).toBe(`https://www.casa-sanitara.ro/api/checkout/return/ramburs/success?order_ref=${cod.order_ref}`);
    const placed = await order(cod.order_id);
    expect(placed).toMatchObject({ status: 'not_paid', payment: 'none', payment_code: 'Nachnahme', payment_title: 'Plata ramburs', currency: 'RON' });
    expect(c.cartLines(codCart)).toEqual([]);
    expect(count("SELECT COUNT(*) AS n FROM mail_outbox WHERE order_id = ? AND kind = 'order_confirmation'", cod.order_id)).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM mail_outbox WHERE order_id = ?', card.order_id)).toBe(0);
  });

  test('S7-20 the pay payload is checked field by field: a missing or malformed field is a 400 naming it', async () => {
    const [product] = c.products(1);
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const body = c.payload('de_AT', cartId, await c.shopper('de_AT'), 'Vorkasse');
    for (const field of Object.keys(body).filter((key) => !['confirm_undeliverable', 'fulfilment_center_id'].includes(key))) {
      const { [field]: _dropped, ...rest } = body as Record<string, unknown>;
      const response = await t.post('/vorkasse/pay', rest);
      expect({ field, status: response.statusCode, error: (response.json() as { error: string }).error.includes(field) }).toEqual({ field, status: 400, error: true });
    }
    for (const bad of [{ session_id: 'short' }, { api_call: 'not a url' }, { cart_id: -1 }, { locale: 'en_US' }, { email: 'nope' }]) {
      expect((await t.post('/vorkasse/pay', { ...body, ...bad })).statusCode).toBe(400);
    }
    expect((await t.request('POST', '/vorkasse/pay', { token: null, body: JSON.stringify(body) })).statusCode).toBe(401);
    expect(c.cartLines(cartId)).toHaveLength(1);
  });

  test('the same submission key twice answers the first order; parallel calls with one key make one order', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const body = c.payload('de_AT', cartId, who, 'PayPal');
    const first = await c.paid('PayPal', body);
    const again = await c.paid('PayPal', body);
    expect(again).toEqual(first);
    expect(count('SELECT COUNT(*) AS n FROM "order" WHERE cart_id = ?', cartId)).toBe(1);

    const parallelCart = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const parallel = c.payload('de_AT', parallelCart, who, 'Vorkasse');
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.pay('Vorkasse', parallel)));
    const ids = answers.map((response) => payResponseSchema.parse(response.json()).data?.order_id);
    expect(new Set(ids).size).toBe(1);
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    expect(count('SELECT COUNT(*) AS n FROM "order" WHERE cart_id = ?', parallelCart)).toBe(1);
    expect(count("SELECT COUNT(*) AS n FROM mail_outbox WHERE order_id = ? AND kind = 'order_confirmation'", ids[0] ?? 0)).toBe(1);
    const otherCart = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    expect((await c.pay('Vorkasse', { ...parallel, cart_id: otherCart })).statusCode).toBe(400);
  });

  test('S8-24 products no longer available are refused, naming their cart lines; the cart stays', async () => {
    const [a, b] = c.products(2);
    const cartId = await c.cart('de_AT', [{ pse: a!, quantity: 1 }, { pse: b!, quantity: 2 }]);
    const lineB = t.db.prepare('SELECT id FROM cart_item WHERE cart_id = ? AND pse_id = ?').get(cartId, b!.pseId) as { id: number };
    t.db.prepare("UPDATE product_sale_elements SET stock_state = 'out_of_stock' WHERE id = ?").run(b!.pseId);
    try {
      const response = await c.pay('Vorkasse', c.payload('de_AT', cartId, await c.shopper('de_AT'), 'Vorkasse'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status_code: 409, message: PAY_MESSAGES.productsUnavailable, items: [lineB.id] });
      expect(c.cartLines(cartId)).toHaveLength(2);
      expect(count('SELECT COUNT(*) AS n FROM "order" WHERE cart_id = ?', cartId)).toBe(0);
    } finally {
      t.db.prepare("UPDATE product_sale_elements SET stock_state = 'in_stock' WHERE id = ?").run(b!.pseId);
    }
    t.db.prepare('UPDATE product_sale_elements SET quantity = 1 WHERE id = ?').run(b!.pseId);
    try {
      const response = await c.pay('Vorkasse', c.payload('de_AT', cartId, await c.shopper('de_AT'), 'Vorkasse'));
      expect(response.json()).toEqual({ status_code: 409, message: PAY_MESSAGES.productsUnavailable, items: [lineB.id] });
    } finally {
      t.db.prepare('UPDATE product_sale_elements SET quantity = ? WHERE id = ?').run(b!.stock, b!.pseId);
    }
  });

  test('S8-27 S8-28 undeliverable lines need a confirmation and stay in the cart; a cart of undeliverable lines only is refused', async () => {
    const blocked = c.undeliverableTo(146, 13);
    const [fine] = c.products(1);
    const who = await c.shopper('ro_RO');
    // Put in the cart while the shopper looked at prices for Austria; the delivery address is in Romania.
    const onlyBlocked = await c.cart('ro_RO', [{ pse: blocked, quantity: 1 }], 13);
    const all = await c.pay('Vorkasse', c.payload('ro_RO', onlyBlocked, who, 'Vorkasse', { confirm_undeliverable: true }));
    expect(all.statusCode).toBe(422);
    expect(all.json()).toEqual({ status_code: 422, message: PAY_MESSAGES.allUndeliverable });

    const mixed = await c.cart('ro_RO', [{ pse: fine!, quantity: 1 }, { pse: blocked, quantity: 1 }], 13);
    const blockedLine = t.db.prepare('SELECT id FROM cart_item WHERE cart_id = ? AND pse_id = ?').get(mixed, blocked.pseId) as { id: number };
    const asked = await c.pay('Vorkasse', c.payload('ro_RO', mixed, who, 'Vorkasse'));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ status_code: 409, message: PAY_MESSAGES.undeliverableItems, items: [blockedLine.id] });
    const placed = await c.paid('Vorkasse', c.payload('ro_RO', mixed, who, 'Vorkasse', { confirm_undeliverable: true }));
    expect((await order(placed.order_id)).products.map((line) => line.pse_id)).toEqual([fine!.pseId]);
    expect(c.cartLines(mixed)).toEqual([{ pseId: blocked.pseId, quantity: 1 }]);
  });

  test('S8-25 a delivery the cart and country do not have is "No deliveries for this cart and country"', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const freightWithoutFreight = await c.pay('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { delivery_module_id: 79 }));
    expect(freightWithoutFreight.statusCode).toBe(422);
    expect(freightWithoutFreight.json()).toEqual({ status_code: 422, message: PAY_MESSAGES.noDeliveries });
    const hungary = await c.address(who.customerId, 'de_AT', { country_id: 78, zipcode: '1051', city: 'Budapest' });
    t.db.prepare('DELETE FROM postage_rule WHERE country_id = 78').run();
    const none = await c.pay('Vorkasse', c.payload('de_AT', cartId, { ...who, deliveryAddressId: hungary }, 'Vorkasse', { country_id: 78 }));
    expect(none.json()).toEqual({ status_code: 422, message: PAY_MESSAGES.noDeliveries });
  });

  test('S8-26 pickup where no centre offers it is "No pickup possible"', async () => {
    const [product] = c.products(1);
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const response = await c.pay('Vorkasse', c.payload('de_AT', cartId, await c.shopper('de_AT'), 'Vorkasse', { delivery_module_id: 78, fulfilment_center_id: 1 }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status_code: 422, message: PAY_MESSAGES.noPickup });
    const roCart = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]);
    const roWho = await c.shopper('ro_RO');
    expect((await c.pay('Vorkasse', c.payload('ro_RO', roCart, roWho, 'Vorkasse', { delivery_module_id: 78 }))).json()).toEqual({ status_code: 422, message: PAY_MESSAGES.noPickup });
    const pickup = await c.paid('Vorkasse', c.payload('ro_RO', roCart, roWho, 'Vorkasse', { delivery_module_id: 78, fulfilment_center_id: 5 }));
    const placed = await order(pickup.order_id);
    expect(placed.pickup_center).toEqual({ id: 5, name: 'Showroom Cluj-Napoca', address: 'Strada Fabricii 93, 400620 Cluj-Napoca' });
    expect(placed.postage_taxed).toBe(0);
  });

  test('a method of another shop, a pay route of another method and Amazon Pay (S7-22) are "Payment method not available"', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const unavailable = { status_code: 409, message: PAY_MESSAGES.methodUnavailable };
    expect((await c.pay('GlobalPayments', c.payload('de_AT', cartId, who, 'GlobalPayments'))).json()).toEqual(unavailable);
    expect((await c.pay('Nachnahme', c.payload('de_AT', cartId, who, 'Nachnahme'))).json()).toEqual(unavailable);
    expect((await c.pay('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { payment_module_id: PAYMENT_MODULE_IDS.PayPal }))).json()).toEqual(unavailable);
    const amazon = await t.post('/amazon/pay', { cart_id: cartId, amazon_session_id: 'amzn-1', customer_note: '' });
    expect(amazon.statusCode).toBe(409);
    expect(amazon.json()).toEqual(unavailable);
    expect((await t.post('/amazon/pay', { cart_id: 'x' })).statusCode).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM "order" WHERE cart_id = ?', cartId)).toBe(0);
  });

  test('cash on delivery is only for parcels within Romania', async () => {
    const [parcel] = c.products(1);
    const [freight] = c.products(1, { freight: true });
    const who = await c.shopper('ro_RO');
    const unavailable = { status_code: 409, message: PAY_MESSAGES.methodUnavailable };
    const freightCart = await c.cart('ro_RO', [{ pse: parcel!, quantity: 1 }, { pse: freight!, quantity: 1 }]);
    // A freight cart is not offered the parcel at all (no parcel twin at the freight price), and the forwarder takes no cash.
    expect((await c.pay('Nachnahme', c.payload('ro_RO', freightCart, who, 'Nachnahme'))).json()).toEqual({ status_code: 422, message: PAY_MESSAGES.noDeliveries });
    expect((await c.pay('Nachnahme', c.payload('ro_RO', freightCart, who, 'Nachnahme', { delivery_module_id: 79 }))).json()).toEqual(unavailable);
    const pickupCart = await c.cart('ro_RO', [{ pse: parcel!, quantity: 1 }]);
    expect((await c.pay('Nachnahme', c.payload('ro_RO', pickupCart, who, 'Nachnahme', { delivery_module_id: 78, fulfilment_center_id: 4 }))).json()).toEqual(unavailable);
    const hungary = await c.address(who.customerId, 'ro_RO', { country_id: 78, zipcode: '1051', city: 'Budapest', state_id: null });
    expect((await c.pay('Nachnahme', c.payload('ro_RO', pickupCart, { ...who, deliveryAddressId: hungary }, 'Nachnahme', { country_id: 78 }))).json()).toEqual(unavailable);
    expect((await c.paid('Nachnahme', c.payload('ro_RO', pickupCart, who, 'Nachnahme'))).status).toBe('not_paid');
  });

  test('an empty or unknown cart, an address of another customer and a delivery country other than the address are refused', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT');
    const other = await c.shopper('de_AT');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    expect((await c.pay('Vorkasse', c.payload('de_AT', cartId, { ...who, deliveryAddressId: other.invoiceAddressId }, 'Vorkasse'))).json()).toEqual({
      status_code: 404, message: PAY_MESSAGES.addressMismatch,
    });
    expect((await c.pay('Vorkasse', c.payload('de_AT', 99_999_999, who, 'Vorkasse'))).json()).toEqual({ status_code: 404, message: 'Cart not found' });
    expect((await c.pay('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { country_id: 5 }))).statusCode).toBe(400);
    expect((await c.pay('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { locale: 'de_DE' }))).statusCode).toBe(400);
    await t.post('/cart/clear', { cart_id: cartId });
    const empty = await c.pay('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse'));
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ status_code: 409, message: PAY_MESSAGES.emptyCart });
  });

  test('S8-30 an invalid coupon is refused; a valid one is re-checked and frozen as the discount', async () => {
    const [product] = c.products(1, { minNet: 60, maxNet: 300 });
    const who = await c.shopper('de_AT');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    for (const coupon of ['SOMMER2020', 'GIBTSNICHT', 'BINEVENIT10']) {
      expect((await c.pay('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { appliedCoupon: coupon }))).json()).toEqual({
        status_code: 409, message: ORDER_MESSAGES.couponInvalid,
      });
    }
    const goods = (await cartView(cartId, 'de_AT')).total_taxed;
    const placed = await order((await c.paid('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse', { appliedCoupon: 'willkommen10' }))).order_id);
    expect(placed.coupon_code).toBe('WILLKOMMEN10');
    expect(placed.discount_taxed).toBe(round2(goods * 0.1));
    expect(placed.total_taxed).toBe(round2(goods - round2(goods * 0.1)));
    expect(placed.taxes).toEqual([{ percent: 20, amount: round2((placed.total_taxed * 20) / 120) }]);
  });

  test('S9-14 frozen amounts in Austria: lines, VAT by rate, postage below 50 € and free from 50 €, the payment fee; a later price change leaves the order', async () => {
    const [cheap] = c.products(1, { maxNet: 10 });
    const [dear] = c.products(1, { minNet: 60, maxNet: 300 });
    const who = await c.shopper('de_AT');
    const small = await c.cart('de_AT', [{ pse: cheap!, quantity: 2 }]);
    const view = await cartView(small, 'de_AT');
    const item = view.items[0]!;
    t.db.prepare("UPDATE payment_module_shop SET fee_taxed = 2.5 WHERE payment_module_id = ? AND locale = 'de_AT'").run(PAYMENT_MODULE_IDS.Vorkasse);
    let placed: Order;
    try {
      placed = await order((await c.paid('Vorkasse', c.payload('de_AT', small, who, 'Vorkasse'))).order_id);
    } finally {
      t.db.prepare("UPDATE payment_module_shop SET fee_taxed = 0 WHERE payment_module_id = ? AND locale = 'de_AT'").run(PAYMENT_MODULE_IDS.Vorkasse);
    }
    const goods = round2(item.BEST_TAXED_PRICE * 2);
    expect(goods).toBeLessThan(50);
    expect(placed.products).toEqual([
      expect.objectContaining({
        pse_id: cheap!.pseId, quantity: 2, unit_price_taxed: item.BEST_TAXED_PRICE, unit_price_untaxed: item.IS_PROMO ? item.PROMO_PRICE : item.PRICE,
        tax_percent: 20, total_taxed: goods, was_in_promo: item.IS_PROMO, ref: item.REF, title: item.TITLE,
      }),
    ]);
    expect(placed).toMatchObject({ postage_taxed: 5.9, postage_untaxed: round2(5.9 - round2((5.9 * 20) / 120)), payment_fee_taxed: 2.5, postage_tax_rule_title: '20 % MwSt.', down_payment: 0 });
    const total = round2(goods + 5.9 + 2.5);
    expect(placed.total_taxed).toBe(total);
    expect(placed.taxes).toEqual([{ percent: 20, amount: round2((total * 20) / 120) }]);
    expect(placed.total_untaxed).toBe(round2(total - round2((total * 20) / 120)));

    const big = await c.cart('de_AT', [{ pse: dear!, quantity: 1 }]);
    const bigView = await cartView(big, 'de_AT');
    expect(bigView.total_taxed).toBeGreaterThanOrEqual(50);
    const free = await order((await c.paid('Vorkasse', c.payload('de_AT', big, who, 'Vorkasse'))).order_id);
    expect(free.postage_taxed).toBe(0);
    expect(free.total_taxed).toBe(bigView.total_taxed);

    t.db.prepare('UPDATE product_price SET price = price + 10, promo_price = promo_price + 10 WHERE product_sale_elements_id = ?').run(cheap!.pseId);
    try {
      expect((await order(placed.id)).products[0]?.unit_price_taxed).toBe(item.BEST_TAXED_PRICE);
      expect((await order(placed.id)).total_taxed).toBe(total);
    } finally {
      t.db.prepare('UPDATE product_price SET price = price - 10, promo_price = promo_price - 10 WHERE product_sale_elements_id = ?').run(cheap!.pseId);
    }
  });

  test(`S9-15 freight to Germany costs ${FREIGHT_GERMANY_EUR} euro, taxed at 19 %`, async () => {
    const [freight] = c.products(1, { freight: true });
    const cartId = await c.cart('de_DE', [{ pse: freight!, quantity: 1 }]);
    const goods = (await cartView(cartId, 'de_DE')).total_taxed;
    const placed = await order((await c.paid('Vorkasse', c.payload('de_DE', cartId, await c.shopper('de_DE'), 'Vorkasse', { delivery_module_id: 79 }))).order_id);
    expect(placed.postage_taxed).toBe(FREIGHT_GERMANY_EUR);
    expect(placed.total_taxed).toBe(round2(goods + FREIGHT_GERMANY_EUR));
    expect(placed.taxes).toEqual([{ percent: 19, amount: round2((placed.total_taxed * 19) / 119) }]);
    expect(placed.delivery_address).toMatchObject({ zipcode: '01067', city: 'Dresden', country_title: 'Deutschland' });
  });

  test('S9-13 Romanian orders are frozen in lei at the shop rate, with 21 % VAT; shipping is free from 1000 lei', async () => {
    const [cheap] = c.products(1, { maxNet: 10 });
    const [dear] = c.products(1, { minNet: 200, maxNet: 2000 });
    const who = await c.shopper('ro_RO');
    const small = await c.cart('ro_RO', [{ pse: cheap!, quantity: 3 }]);
    const item = (await cartView(small, 'ro_RO')).items[0]!;
    const placed = await order((await c.paid('Vorkasse', c.payload('ro_RO', small, who, 'Vorkasse'))).order_id);
    // The line is the unit price in lei times the quantity, as the cart shows it.
    const lineLei = round2(round2(item.BEST_TAXED_PRICE * 4.97) * 3);
    expect(placed).toMatchObject({ currency: 'RON', currency_rate: 4.97, postage_taxed: 24.9, postage_tax_rule_title: 'TVA 21%' });
    expect(placed.products[0]).toMatchObject({ unit_price_taxed: round2(item.BEST_TAXED_PRICE * 4.97), total_taxed: lineLei, tax_percent: 21 });
    expect(placed.total_taxed).toBe(round2(lineLei + 24.9));
    expect(placed.taxes).toEqual([{ percent: 21, amount: round2((placed.total_taxed * 21) / 121) }]);
    expect(placed.bank_details).toMatchObject({ currency: 'RON', amount: placed.total_taxed, reference: placed.number, bic: 'BTRLRO22' });
    expect(placed.delivery_address.state_title).toBe('București');

    const big = await c.cart('ro_RO', [{ pse: dear!, quantity: 1 }]);
    const bigEur = (await cartView(big, 'ro_RO')).total_taxed;
    expect(bigEur * 4.97).toBeGreaterThan(1000);
    const free = await order((await c.paid('Vorkasse', c.payload('ro_RO', big, who, 'Vorkasse'))).order_id);
    expect(free.postage_taxed).toBe(0);
    expect(free.total_taxed).toBe(round2(bigEur * 4.97));
  });

  test('a new key for a cart whose order was placed unpaid (prepayment) finds the cart empty', async () => {
    const [product] = c.products(1);
    const who = await c.shopper('de_AT');
    const cartId = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    await c.paid('Vorkasse', c.payload('de_AT', cartId, who, 'Vorkasse'));
    expect((await c.pay('Vorkasse', { ...c.payload('de_AT', cartId, who, 'Vorkasse'), session_id: newKey() })).json()).toEqual({ status_code: 409, message: PAY_MESSAGES.emptyCart });
  });
});
