import { cartSchema, type Cart, type CartItem } from '@/contract/cart';
import { cartViewSchema } from './cart-view';
import { buildCartView, dayIn, emptyCartView, type ViewInputs } from './cart-view-builder';

function item(overrides: Partial<CartItem>): CartItem {
  return {
    id: 1, cartItemId: 1, cartId: 7, PRODUCT_SALE_ELEMENT: 11, product_id: 5, quantity: 2, quantityRemain: 8, quantityCount: 1, min_quantity: 1,
    selectedProductColor: 'Chrom', selectedProductSize: null, variation: 'Chrom', REF: 'PSE-11', TITLE: 'Armatur', URL: 'armatur.html',
    PSE_URL: 'armatur.html?pse=11', IMAGE: null, images: [], PRICE: 100, TAXED_PRICE: 120, BEST_TAXED_PRICE: 120, IS_PROMO: false,
    PROMO_PRICE: 100, TAXED_PROMO_PRICE: 120, LISTEN_PRICE: null, tax_percent: 20, DEFAULT_CATEGORY: 3, brand_name: 'Grohe', category: ['Bad'],
    stock_state: 'in_stock', undeliverable: false, selectedFulfilmentCenter: 0, added_at: '2026-11-21T22:30:00.000Z',
    price_end_of_life: '2026-11-22T22:59:59.999Z', ...overrides,
  };
}

function cart(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  return cartSchema.parse({ cartId: 7, locale: 'de_AT', country_id: 13, items, coupon_code: null, discount: 0, total_taxed: 0, total_untaxed: 0, ...extra });
}

const eur = { code: 'EUR', symbol: '€', rate: 1 };
const inputs = (over: Partial<ViewInputs> = {}): ViewInputs => ({
  currency: eur, timeZone: 'Europe/Vienna', now: new Date('2026-11-22T10:00:00Z'), countryId: 13,
  postage: { status_code: 200, postage_amount: 4.92, postage_amount_taxed: 5.9, free_from_taxed: 50 }, centers: [], stockByPse: new Map(), ...over,
});

describe('cart view', () => {
  test('lines and totals: value of goods, shipment, discount, total and the VAT in it; no cart id', () => {
    const view = buildCartView(cart([item({})], { discount: 24 }), inputs());
    expect(cartViewSchema.parse(view)).toEqual(view);
    expect(JSON.stringify(view)).not.toContain('cartId');
    expect(view.lines[0]).toMatchObject({ id: 1, unitPrice: 120, linePrice: 240, href: '/armatur.html?pse=11', priceDay: '2026-11-21' });
    expect(view.totals).toMatchObject({ goods: 240, shipment: 5.9, discount: 24, total: 221.9, freeShippingFrom: 50 });
    // 216 of goods after the discount hold 36 VAT at 20 %, the postage 0.98.
    expect(view.totals.vat).toEqual([{ percent: 20, amount: 36.98 }]);
    expect(view.count).toBe(2);
  });

  test('amounts are converted into lei at the config rate in the Romanian shop', () => {
    const view = buildCartView(cart([item({ BEST_TAXED_PRICE: 10, tax_percent: 21 })]), inputs({ currency: { code: 'RON', symbol: 'lei', rate: 4.97 }, postage: { status_code: 200, postage_amount: 0, postage_amount_taxed: 0, free_from_taxed: 201.21 } }));
    expect(view.lines[0]?.unitPrice).toBe(49.7);
    expect(view.totals).toMatchObject({ goods: 99.4, shipment: 0, total: 99.4, freeShippingFrom: 1000.01 });
    expect(view.currency).toEqual({ code: 'RON', symbol: 'lei' });
  });

  test('undeliverable lines are shown but not counted in the value of goods; promo lines keep the price before', () => {
    const view = buildCartView(
      cart([item({}), item({ id: 2, cartItemId: 2, PRODUCT_SALE_ELEMENT: 12, undeliverable: true }), item({ id: 3, cartItemId: 3, PRODUCT_SALE_ELEMENT: 13, IS_PROMO: true, BEST_TAXED_PRICE: 90, quantity: 1 })]),
      inputs(),
    );
    expect(view.lines.map((l) => l.undeliverable)).toEqual([false, true, false]);
    expect(view.lines[2]).toMatchObject({ unitPrice: 90, unitPriceBefore: 120 });
    expect(view.totals.goods).toBe(330);
  });

  test('postage that cannot be read is unknown (null), never a made-up number', () => {
    expect(buildCartView(cart([item({})]), inputs({ postage: null })).totals).toMatchObject({ shipment: null, total: 240 });
  });

  test('fulfilment options: the centres holding stock of the line, and the chosen one', () => {
    const centers = [
      { id: 0, name: 'Zentrallager', address: '', zipcode: '', city: '', country_id: 13, phone: '', opening_hours: [], pickup: false },
      { id: 2, name: 'Wien', address: '', zipcode: '', city: '', country_id: 13, phone: '', opening_hours: [], pickup: true },
      { id: 3, name: 'Graz', address: '', zipcode: '', city: '', country_id: 13, phone: '', opening_hours: [], pickup: true },
    ];
    const stockByPse = new Map([[11, [{ fulfilment_center_id: 0, quantity: 5 }, { fulfilment_center_id: 2, quantity: 1 }]]]);
    const view = buildCartView(cart([item({ selectedFulfilmentCenter: 3 })]), inputs({ centers, stockByPse }));
    expect(view.lines[0]?.fulfilmentOptions).toEqual([
      { id: 0, name: 'Zentrallager', quantity: 5 },
      { id: 2, name: 'Wien', quantity: 1 },
      { id: 3, name: 'Graz', quantity: 0 },
    ]);
  });

  test('an empty cart and the shop day', () => {
    const view = emptyCartView({ countryId: 5, now: new Date('2026-11-22T23:30:00Z'), timeZone: 'Europe/Berlin', currency: eur });
    expect(view).toMatchObject({ lines: [], count: 0, countryId: 5, today: '2026-11-23' });
    expect(dayIn(new Date('2026-11-22T21:59:00Z'), 'Europe/Bucharest')).toBe('2026-11-22');
    expect(dayIn(new Date('2026-11-22T22:00:00Z'), 'Europe/Bucharest')).toBe('2026-11-23');
  });
});
