import { cartGetResponseSchema, type Cart } from '@/contract/cart';
import { orderResponseSchema, type Order } from '@/contract/checkout';
import type { TheliaLocale } from '@/contract/common';
import { COUNTRY_IDS } from '@/backend/db/seed/countries';
import { PAYMENT_MODULE_IDS } from '@/backend/db/seed/payment-modules';
import { demoCustomer } from '@/backend/test-accounts';
import { createTestApp, type TestApp } from '@/backend/test-app';
import { checkoutSupport, type Shopper } from '@/backend/test-checkout';

const clock = new Date('2026-11-24T10:00:00Z');
let t: TestApp;
let c: ReturnType<typeof checkoutSupport>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = checkoutSupport(t);
  t.db.prepare("UPDATE payment_module_shop SET fee_taxed = 2.38 WHERE payment_module_id = ? AND locale IN ('de_AT', 'de_DE')").run(PAYMENT_MODULE_IDS.Vorkasse);
}, 60_000);
afterAll(() => t.close());

const round2 = (value: number) => Math.round(value * 100) / 100;
const order = async (id: number): Promise<Order> => orderResponseSchema.parse((await t.get(`/api/ExternalOrderApi/order/${id}`)).json()).data as Order;
const cartOf = async (cartId: number, locale: TheliaLocale, countryId: number): Promise<Cart> =>
  cartGetResponseSchema.parse((await t.post('/cart/get', { cart_id: cartId, locale, country_id: countryId })).json()).data as Cart;

/** The business demo customer as a shopper of the pay payload (its own default address). */
function business(): Shopper {
  const email = demoCustomer('business-de').email;
  const row = t.db.prepare('SELECT c.id AS customerId, a.id AS addressId FROM customer c JOIN address a ON a.customer_id = c.id WHERE c.email = ?').get(email) as {
    customerId: number; addressId: number;
  };
  return { customerId: row.customerId, invoiceAddressId: row.addressId, deliveryAddressId: row.addressId, email };
}

/** An order of two cheap items in the shop of `locale`, delivered to the shopper's delivery address in `countryId`. */
async function placeSmallOrder(who: Shopper, locale: TheliaLocale = 'de_AT', countryId: number = COUNTRY_IDS.DE): Promise<{ order: Order; cart: Cart }> {
  const [cheap] = c.products(1, { maxNet: 10 });
  const cartId = await c.cart(locale, [{ pse: cheap!, quantity: 2 }], countryId);
  const cart = await cartOf(cartId, locale, countryId);
  const placed = await c.paid('Vorkasse', c.payload(locale, cartId, who, 'Vorkasse', { isCompany: true, guest: false, country_id: countryId }));
  return { order: await order(placed.order_id), cart };
}

describe('net orders of business customers: 0 % only for an intra-Community supply', () => {
  test('S6-04 S1-20 a German business customer with a checked VAT number in the Austrian shop, delivery to Germany, pays net prices: lines, postage and fee without VAT, no tax', async () => {
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

  test('S6-04 the same German business customer in the German shop (a domestic sale) pays 19 % VAT on lines and postage', async () => {
    const { order: placed, cart } = await placeSmallOrder(business(), 'de_DE', COUNTRY_IDS.DE);
    const item = cart.items[0]!;
    expect(placed.products[0]).toMatchObject({ unit_price_taxed: item.BEST_TAXED_PRICE, tax_percent: 19 });
    expect(placed.taxes.map((tax) => tax.percent)).toEqual([19]);
    expect(placed.total_taxed).toBeGreaterThan(placed.total_untaxed);
  });

  test('S6-04 the German business customer in the Austrian shop with delivery to Austria pays 20 % VAT', async () => {
    const who = business();
    const vienna = await c.address(who.customerId, 'de_AT', { company: 'Haustechnik Weber GmbH' });
    const { order: placed } = await placeSmallOrder({ ...who, deliveryAddressId: vienna }, 'de_AT', COUNTRY_IDS.AT);
    expect(placed.products[0]?.tax_percent).toBe(20);
    expect(placed.taxes.map((tax) => tax.percent)).toEqual([20]);
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
    const { order: placed } = await placeSmallOrder(guest, 'de_DE', COUNTRY_IDS.DE);
    expect(placed.products[0]?.tax_percent).toBe(19);
    expect(placed.taxes.length).toBeGreaterThan(0);
  });
});
