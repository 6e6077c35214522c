import { discountPercent, priceView } from './discount';
import type { Price } from '@/lib/contract/product-card';

const base: Price = {
  price: 100,
  taxed_price: 120,
  promo_price: 0,
  taxed_promo_price: 0,
  is_promo: false,
  listen_price: null,
  lowest_30d_taxed: null,
  tax_percent: 20,
};

describe('discount', () => {
  test('S5-42 the badge percent comes from list price versus sale price', () => {
    expect(discountPercent(200, 150)).toBe(25);
    expect(discountPercent(129.9, 99.9)).toBe(23);
  });

  test('S5-43 without a list price a 16 % markup is assumed (14 %); with one the markup is never used', () => {
    expect(discountPercent(null, 100)).toBe(14);
    expect(discountPercent(0, 100)).toBe(14);
    expect(discountPercent(110, 100)).toBe(9);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(90, 100)).toBe(0);
  });

  test('a zero sale price has no badge', () => {
    expect(discountPercent(100, 0)).toBe(0);
  });

  test('S5-44 a reduced product shows its regular price struck through, the badge and the 30-day lowest price', () => {
    const view = priceView({ ...base, is_promo: true, promo_price: 75, taxed_promo_price: 90, lowest_30d_taxed: 95 });
    expect(view).toEqual({ sale: 90, old: 120, oldKind: 'promo', discount: 25, lowest30d: 95 });
  });

  test('a product below its recommended retail price shows the RRP and the badge from it', () => {
    const view = priceView({ ...base, listen_price: 150 });
    expect(view).toEqual({ sale: 120, old: 150, oldKind: 'rrp', discount: 20, lowest30d: null });
  });

  test('a product neither reduced nor below an RRP gets no invented discount', () => {
    expect(priceView(base)).toEqual({ sale: 120, old: null, oldKind: null, discount: 0, lowest30d: null });
    expect(priceView({ ...base, listen_price: 100 }).discount).toBe(0);
  });

  test('a reduced product without a usable regular price or RRP gets the 16 % markup percent', () => {
    const view = priceView({ ...base, is_promo: true, taxed_price: 80, taxed_promo_price: 90 });
    expect(view.old).toBeNull();
    expect(view.discount).toBe(14);
  });
});
