import { cartSchema, type Cart, type CartItem } from '@/contract/cart';
import { cartViewSchema } from './cart-view';
import { buildCartView, netDiscountEur, type ViewInputs } from './cart-view-builder';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 1, cartItemId: 1, cartId: 7, PRODUCT_SALE_ELEMENT: 11, product_id: 5, quantity: 2, quantityRemain: 8, quantityCount: 1, min_quantity: 1,
  selectedProductColor: null, selectedProductSize: null, variation: '', REF: 'PSE-11', TITLE: 'Armatur', URL: 'armatur.html', PSE_URL: 'armatur.html',
  IMAGE: null, images: [], PRICE: 100, TAXED_PRICE: 119, BEST_TAXED_PRICE: 119, IS_PROMO: false, PROMO_PRICE: 100, TAXED_PROMO_PRICE: 119,
  LISTEN_PRICE: null, tax_percent: 19, DEFAULT_CATEGORY: 3, brand_name: null, category: [], stock_state: 'in_stock', undeliverable: false,
  selectedFulfilmentCenter: 0, added_at: '2026-11-24T09:00:00.000Z', price_end_of_life: '2026-11-24T22:59:59.999Z', ...overrides,
});
const cart = (items: CartItem[], extra: Partial<Cart> = {}): Cart =>
  cartSchema.parse({ cartId: 7, locale: 'de_DE', country_id: 5, items, coupon_code: null, discount: 0, total_taxed: 238, total_untaxed: 200, ...extra });
const inputs = (over: Partial<ViewInputs> = {}): ViewInputs => ({
  currency: { code: 'EUR', symbol: '€', rate: 1 }, timeZone: 'Europe/Berlin', now: new Date('2026-11-24T10:00:00Z'), countryId: 5,
  postage: { status_code: 200, postage_amount: 4.96, postage_amount_taxed: 5.9, free_from_taxed: 50 }, centers: [], stockByPse: new Map(), ...over,
});

describe('the cart of a business customer with a checked VAT number (net prices)', () => {
  test("S6-04 net mode: lines at the backend's net prices, postage without VAT, '0 % VAT' and no VAT shares", () => {
    const view = buildCartView(cart([item()]), inputs({ vatMode: 'net' }));
    expect(cartViewSchema.parse(view)).toEqual(view);
    expect(view.lines[0]).toMatchObject({ unitPrice: 100, linePrice: 200, taxPercent: 0, unitPriceBefore: null });
    expect(view.totals).toMatchObject({ goods: 200, shipment: 4.96, total: 204.96, vat: [] });
    expect(view.vatExcluded).toBe(true);
  });

  test('S6-04 gross mode (everybody else, and the default) is unchanged: prices with VAT and the VAT in them', () => {
    for (const view of [buildCartView(cart([item()]), inputs()), buildCartView(cart([item()]), inputs({ vatMode: 'gross' }))]) {
      expect(view.lines[0]).toMatchObject({ unitPrice: 119, taxPercent: 19 });
      expect(view.totals).toMatchObject({ goods: 238, shipment: 5.9, total: 243.9 });
      expect(view.totals.vat).toEqual([{ percent: 19, amount: 38.94 }]);
      expect(view.vatExcluded).toBeUndefined();
    }
  });

  test('S6-04 a promotion stays visible net: the net promo price, the net regular price struck through', () => {
    const view = buildCartView(cart([item({ IS_PROMO: true, PROMO_PRICE: 80, TAXED_PROMO_PRICE: 95.2, BEST_TAXED_PRICE: 95.2 })]), inputs({ vatMode: 'net' }));
    expect(view.lines[0]).toMatchObject({ unitPrice: 80, unitPriceBefore: 100 });
  });

  test("S6-04 a coupon's discount loses the goods' VAT share: 10 % of 238 with VAT is 10 % of 200 net", () => {
    expect(netDiscountEur({ discount: 23.8, total_taxed: 238, total_untaxed: 200 })).toBe(20);
    expect(netDiscountEur({ discount: 0, total_taxed: 238, total_untaxed: 200 })).toBe(0);
    const view = buildCartView(cart([item()], { coupon_code: 'ZEHN', discount: 23.8 }), inputs({ vatMode: 'net' }));
    expect(view.totals).toMatchObject({ discount: 20, total: 184.96 });
  });
});
