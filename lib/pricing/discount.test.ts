import { discountPercent, priceView } from './discount';
import type { Price } from '@/contract/product-card';

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

/** A product on promotion at 90 (taxed) whose regular price is 120. */
const promo = (lowest: number | null, listen: number | null = null): Price =>
  ({ ...base, is_promo: true, promo_price: 75, taxed_promo_price: 90, lowest_30d_taxed: lowest, listen_price: listen });

describe('discount percent', () => {
  test('S5-42 the badge percent comes from the reference price versus the sale price', () => {
    expect(discountPercent(200, 150)).toBe(25);
    expect(discountPercent(129.9, 99.9)).toBe(23);
  });

  test('S5-43 without a reference a 16 % markup is assumed (14 %); with one the markup is never used', () => {
    expect(discountPercent(null, 100)).toBe(14);
    expect(discountPercent(0, 100)).toBe(14);
    expect(discountPercent(110, 100)).toBe(9);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(90, 100)).toBe(0);
  });

  test('a zero sale price has no badge', () => {
    expect(discountPercent(100, 0)).toBe(0);
  });
});

describe('price view (Omnibus reference rule)', () => {
  test('S5-44 a reduction strikes through the 30-day low and computes the badge from it, never from the older regular price', () => {
    // The case: regular 71.99, 30-day low 70.55, promo 59.99 → the reference is 70.55 and the badge 15 %, not 17 %.
    const view = priceView({ ...base, is_promo: true, taxed_price: 71.99, taxed_promo_price: 59.99, lowest_30d_taxed: 70.55 });
    expect(view).toEqual({ sale: 59.99, reduced: true, reference: 70.55, discount: 15, rrp: null });
    expect(priceView(promo(95))).toEqual({ sale: 90, reduced: true, reference: 95, discount: 5, rrp: null });
  });

  test('a promotion whose price is not below the 30-day low is no reduction: no reference, no badge, no sale colour', () => {
    expect(priceView(promo(90))).toEqual({ sale: 90, reduced: false, reference: null, discount: 0, rrp: null });
    expect(priceView(promo(85))).toEqual({ sale: 90, reduced: false, reference: null, discount: 0, rrp: null });
  });

  test('a product below its recommended retail price shows the RRP as a labelled comparison, never as a reduction', () => {
    expect(priceView({ ...base, listen_price: 150 })).toEqual({ sale: 120, reduced: false, reference: null, discount: 0, rrp: 150 });
  });

  test('a reduction with an RRP keeps the badge from the 30-day low and the RRP apart', () => {
    expect(priceView(promo(100, 160))).toEqual({ sale: 90, reduced: true, reference: 100, discount: 10, rrp: 160 });
  });

  test('a product neither reduced nor below an RRP gets no invented discount', () => {
    expect(priceView(base)).toEqual({ sale: 120, reduced: false, reference: null, discount: 0, rrp: null });
    expect(priceView({ ...base, listen_price: 100 })).toEqual({ sale: 120, reduced: false, reference: null, discount: 0, rrp: null });
  });

  test('S5-43 a promotion without a price history or an RRP gets the 16 % markup percent and nothing struck through', () => {
    expect(priceView(promo(null))).toEqual({ sale: 90, reduced: true, reference: null, discount: 14, rrp: null });
  });

  test('a promotion without a price history but with an RRP shows only the RRP comparison', () => {
    expect(priceView(promo(null, 150))).toEqual({ sale: 90, reduced: false, reference: null, discount: 0, rrp: 150 });
  });

  test('a promotion at a price of zero is no reduction', () => {
    expect(priceView({ ...base, is_promo: true, lowest_30d_taxed: 100 }).reduced).toBe(false);
  });
});
