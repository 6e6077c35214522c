import { cartGetResponseSchema, type Cart } from '@/lib/contract/cart';
import { orderResponseSchema, type Order } from '@/lib/contract/checkout';
import { PAYMENT_MODULE_IDS } from '@/backend/db/seed/payment-modules';
import { demoCustomer } from '@/backend/test-accounts';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { SHOP_ADDRESS, checkoutSupport, type Shopper } from '@/backend/test-checkout';

const clock = new Date('2026-11-24T10:00:00Z');
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = checkoutSupport(t);
  t.db.prepare("UPDATE payment_module_shop SET fee_taxed = 2.38 WHERE payment_module_id = ? AND locale = 'de_DE'").run(PAYMENT_MODULE_IDS.Vorkasse);
}, 60_000);
afterAll(() => t.close());

const round2 = (value: number) => Math.round(value * 100) / 100;
const order = async (id: number): Promise<Order> => orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${id}`)).json()).data as Order;
const cartOf = async (cartId: number): Promise<Cart> =>
  cartGetResponseSchema.parse((await t.post('/cart/get', { cart_id: cartId, locale: 'de_DE', country_id: 5 })).json()).data as Cart;

/** The business demo customer as a shopper of the pay payload (its own default address). */
function business(): Shopper {
  const email = demoCustomer('business-de').email;
  const row = t.db.prepare('SELECT c.id AS customerId, a.id AS addressId FROM customer c JOIN address a ON a.customer_id = c.id WHERE c.email = ?').get(email) as {
    customerId: number; addressId: number;
  };
  return { customerId: row.customerId, invoiceAddressId: row.addressId, deliveryAddressId: row.addressId, email };
}

async function placeSmallOrder(who: Shopper): Promise<{ order: Order; cart: Cart }> {
  const [cheap] = c.products(1, { maxNet: 10 });
  const cartId = await c.cart('de_DE', [{ pse: cheap!, quantity: 2 }]);
  const cart = await cartOf(cartId);
  const placed = await c.paid('Vorkasse', c.payload('de_DE', cartId, who, 'Vorkasse', { isCompany: true, guest: false, country_id: SHOP_ADDRESS.de_DE.countryId }));
  return { order: await order(placed.order_id), cart };
}

describe('net orders of business customers', () => {
  test('S6-04 S1-20 a business customer with a checked VAT number pays net prices: lines, postage and fee without VAT, no tax', async () => {
    const { order: placed, cart } = await placeSmallOrder(business());
    const item = cart.items[0]!;
    const unitNet = item.IS_PROMO ? item.PROMO_PRICE : item.PRICE;
    expect(placed.products).toEqual([expect.objectContaining({ quantity: 2, unit_price_taxed: unitNet, unit_price_untaxed: unitNet, tax_percent: 0, total_taxed: round2(unitNet * 2) })]);
    const postageNet = round2(placed.postage_taxed);
    expect(postageNet).toBeGreaterThan(0);
    expect(postageNet).toBeLessThan(5.9);
    expect(placed.payment_fee_taxed).toBe(2);
    expect(placed.taxes).toEqual([]);
    expect(placed.total_taxed).toBe(round2(unitNet * 2 + postageNet + 2));
    expect(placed.total_untaxed).toBe(placed.total_taxed);
  });

  test('S6-04 the same business customer with an invalid or unverifiable VAT number pays prices with VAT, whatever isCompany says', async () => {
    const who = business();
    for (const status of ['invalid', 'error', 'none']) {
      t.db.prepare('UPDATE customer SET vat_status = ? WHERE id = ?').run(status, who.customerId);
      try {
        const { order: placed, cart } = await placeSmallOrder(who);
        const item = cart.items[0]!;
        expect(placed.products[0]).toMatchObject({ unit_price_taxed: item.BEST_TAXED_PRICE, tax_percent: 19 });
        expect(placed.taxes.map((tax) => tax.percent)).toEqual([19]);
      } finally {
        t.db.prepare("UPDATE customer SET vat_status = 'valid' WHERE id = ?").run(who.customerId);
      }
    }
  });

  test('S6-04 a guest who says isCompany pays prices with VAT', async () => {
    const guest = await c.shopper('de_DE', 'firma-gast@example.de');
    const { order: placed } = await placeSmallOrder(guest);
    expect(placed.products[0]?.tax_percent).toBe(19);
    expect(placed.taxes.length).toBeGreaterThan(0);
  });
});
