import { inZeroVatCategory, priceDisplay, pricesIn, vatMode } from './price-display';
import type { Price } from '@/contract/product-card';

const regular: Price = {
  price: 100, taxed_price: 120, promo_price: 100, taxed_promo_price: 120, is_promo: false, listen_price: 150, lowest_30d_taxed: null, tax_percent: 20,
};
const promo: Price = {
  price: 100, taxed_price: 120, promo_price: 80, taxed_promo_price: 96, is_promo: true, listen_price: null, lowest_30d_taxed: 108, tax_percent: 20,
};

describe('price display', () => {
  test('S3-16 S3-17 S5-42 sale price, offer price against the 30-day low with the badge, recommended retail price without one', () => {
    expect(priceDisplay(promo, 'gross', false)).toEqual({
      kind: 'price', mode: 'gross', vatPercent: 20, view: { sale: 96, reduced: true, reference: 108, discount: 11, rrp: null },
    });
    expect(priceDisplay(regular, 'gross', false)).toEqual({
      kind: 'price', mode: 'gross', vatPercent: 20, view: { sale: 120, reduced: false, reference: null, discount: 0, rrp: 150 },
    });
  });

  test('S5-44 a reduction is announced against the lowest price of the last 30 days when the backend has it', () => {
    const shown = priceDisplay(promo, 'gross', false);
    expect(shown.kind === 'price' && shown.view.reference).toBe(108);
    const noLow = priceDisplay({ ...promo, lowest_30d_taxed: null }, 'gross', false);
    expect(noLow.kind === 'price' && noLow.view.reference).toBeNull();
  });

  test('S5-41 a price of zero is not shown; price-on-request products show no price', () => {
    expect(priceDisplay({ ...regular, price: 0, taxed_price: 0, promo_price: 0, taxed_promo_price: 0 }, 'gross', false)).toEqual({ kind: 'none' });
    expect(priceDisplay(regular, 'gross', true)).toEqual({ kind: 'on-request' });
  });

  test('net prices with 0 % VAT for a business customer with excludeVAT on', () => {
    expect(vatMode({ excludeVat: true, zeroVatCategory: false, zeroVatEligible: false })).toBe('net');
    expect(vatMode({ excludeVat: false, zeroVatCategory: false, zeroVatEligible: true })).toBe('gross');
    expect(priceDisplay(promo, 'net', false)).toEqual({
      kind: 'price', mode: 'net', vatPercent: 0, view: { sale: 80, reduced: true, reference: 90, discount: 11, rrp: null },
    });
    expect(pricesIn(regular, 'net').listen_price).toBe(125);
    expect(pricesIn(regular, 'gross')).toBe(regular);
  });

  test('S6-09 products in zero-VAT categories show without VAT for eligible users', () => {
    const zero = inZeroVatCategory([1, 40, 47], [47, 90]);
    expect(zero).toBe(true);
    expect(inZeroVatCategory([1, 40], [47])).toBe(false);
    expect(inZeroVatCategory([1, 40], [])).toBe(false);
    expect(vatMode({ excludeVat: false, zeroVatCategory: zero, zeroVatEligible: true })).toBe('net');
    expect(vatMode({ excludeVat: false, zeroVatCategory: zero, zeroVatEligible: false })).toBe('gross');
    const shown = priceDisplay(regular, vatMode({ excludeVat: false, zeroVatCategory: true, zeroVatEligible: true }), false);
    expect(shown.kind === 'price' && [shown.view.sale, shown.vatPercent]).toEqual([100, 0]);
  });
});
