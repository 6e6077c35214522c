import { unitPrice } from './unit-price';

describe('unit price', () => {
  test('S3-18 price per 1 l, kg, m, m² and m³ from the package content', () => {
    expect(unitPrice(9.9, { unit: 'l', content: 0.31 })).toEqual({ amount: 31.94, unit: 'l' });
    expect(unitPrice(24.5, { unit: 'kg', content: 25 })).toEqual({ amount: 0.98, unit: 'kg' });
    expect(unitPrice(37.8, { unit: 'm', content: 50 })).toEqual({ amount: 0.76, unit: 'm' });
    expect(unitPrice(59.9, { unit: 'm2', content: 1.44 })).toEqual({ amount: 41.6, unit: 'm2' });
    expect(unitPrice(12, { unit: 'm3', content: 0.02 })).toEqual({ amount: 600, unit: 'm3' });
  });

  test('S3-18 S5-41 no unit price without a unit, a content or a non-zero price', () => {
    expect(unitPrice(10, null)).toBeNull();
    expect(unitPrice(0, { unit: 'l', content: 1 })).toBeNull();
    expect(unitPrice(10, { unit: 'l', content: 0 })).toBeNull();
    expect(unitPrice(Number.NaN, { unit: 'l', content: 1 })).toBeNull();
  });
});
