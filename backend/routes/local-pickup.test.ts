import { LOCAL_PICKUP_MESSAGES, PAY_MESSAGES, localPickupResponseSchema, orderLocalPickupResponseSchema, orderResponseSchema } from '@/contract/checkout';
import { fulfilmentCentersResponseSchema } from '@/contract/fulfilment';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport } from '@/backend/test-checkout';

let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;
beforeAll(async () => {
  t = await createTestApp();
  c = checkoutSupport(t);
}, 60_000);
afterAll(() => t.close());

describe('local pickup', () => {
  test('S7-24 S7-25 choosing a Romanian showroom answers the exact success texts; its address becomes the delivery address', async () => {
    const [product] = c.products(1);
    const cartId = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]);
    const chosen = await t.post('/localpickup/order', { cart_id: cartId, fulfilment_center_id: 4 });
    expect(chosen.statusCode).toBe(200);
    expect(localPickupResponseSchema.parse(chosen.json())).toEqual({ status_code: 200, message: 'Order Local Pickup Updated' });
    const address = await t.post('/localPickupAddress/order', { cart_id: cartId, fulfilment_center_id: 4 });
    expect(address.json()).toEqual({ status_code: 200, message: LOCAL_PICKUP_MESSAGES.address });
    expect(LOCAL_PICKUP_MESSAGES.address).toBe('Order Local Pickup Address Updated');

    const placed = await c.paid('Vorkasse', c.payload('ro_RO', cartId, await c.shopper('ro_RO'), 'Vorkasse', { delivery_module_id: 78 }));
    const order = orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${placed.order_id}`)).json()).data;
    expect(order?.pickup_center).toEqual({ id: 4, name: 'Showroom București', address: 'Șoseaua Berceni 104, 041919 București' });
    expect(order?.delivery_address).toMatchObject({ firstname: 'Maria', company: 'Showroom București', address1: 'Șoseaua Berceni 104', zipcode: '041919', city: 'București' });
    expect(order?.invoice_address.address1).toBe('Hauptstraße 10/A/4/15');
    expect(orderLocalPickupResponseSchema.parse((await t.get(`/fast/order_local_pickup/?order_id=${placed.order_id}`)).json())).toEqual({
      order_id: placed.order_id, fulfilment_center_id: 4, name: 'Showroom București', address: 'Șoseaua Berceni 104, 041919 București',
    });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM cart_local_pickup WHERE cart_id = ?').get(cartId)).toEqual({ n: 0 });
  });

  test('S8-26 a centre without pickup, or in another country than the cart, is "No pickup possible"; unknown carts are not found', async () => {
    const [product] = c.products(1);
    const at = await c.cart('de_AT', [{ pse: product!, quantity: 1 }]);
    const ro = await c.cart('ro_RO', [{ pse: product!, quantity: 1 }]);
    for (const [cartId, center] of [[at, 1], [at, 4], [ro, 0], [ro, 3], [ro, 99]] as const) {
      const response = await t.post('/localpickup/order', { cart_id: cartId, fulfilment_center_id: center });
      expect({ center, status: response.statusCode, body: response.json() }).toEqual({ center, status: 422, body: { status_code: 422, message: PAY_MESSAGES.noPickup } });
    }
    expect((await t.post('/localPickupAddress/order', { cart_id: 99_999_999, fulfilment_center_id: 4 })).json()).toEqual({ status_code: 404, message: 'Cart not found' });
    expect((await t.post('/localpickup/order', { cart_id: ro })).statusCode).toBe(400);
  });

  test('S7-42 the helper API lists the pickup centres (per country) and the pickup of an order (null when delivered)', async () => {
    const all = fulfilmentCentersResponseSchema.parse((await t.get('/fast/local_pickup/')).json());
    expect(all.map((center) => center.id)).toEqual([4, 5]);
    expect(all.every((center) => center.pickup && center.country_id === 146)).toBe(true);
    expect(fulfilmentCentersResponseSchema.parse((await t.get('/fast/local_pickup/?country_id=13')).json())).toEqual([]);
    const [product] = c.products(1);
    const placed = await c.paid('Vorkasse', c.payload('de_AT', await c.cart('de_AT', [{ pse: product!, quantity: 1 }]), await c.shopper('de_AT'), 'Vorkasse'));
    expect((await t.get(`/fast/order_local_pickup/?order_id=${placed.order_id}`)).json()).toEqual({ order_id: placed.order_id, fulfilment_center_id: null, name: null, address: null });
    expect((await t.get('/fast/order_local_pickup/?order_id=99999999')).statusCode).toBe(404);
    expect((await t.get('/fast/local_pickup/', null)).statusCode).toBe(401);
  });
});
