import { adjustQuantity, quantityRule, stepQuantity } from './quantity';

describe('quantity rule', () => {
  test('S3-19 the quantity starts at the minimum and never goes below it', () => {
    expect(quantityRule(1, 1)).toEqual({ min: 1, multiple: 1 });
    expect(adjustQuantity(Number.NaN, quantityRule(2, 1))).toBe(2);
    expect(adjustQuantity(1, quantityRule(2, 1))).toBe(2);
    expect(adjustQuantity(0, quantityRule(5, 5))).toBe(5);
    expect(adjustQuantity(-3, quantityRule(1, 1))).toBe(1);
    expect(stepQuantity(2, -1, quantityRule(2, 1))).toBe(2);
  });

  test('S3-19 a typed quantity is rounded up to the multiple automatically (5 with multiple 4 becomes 8)', () => {
    const rule = quantityRule(1, 4);
    expect(rule).toEqual({ min: 4, multiple: 4 });
    expect(adjustQuantity(5, rule)).toBe(8);
    expect(adjustQuantity(8, rule)).toBe(8);
    expect(adjustQuantity(1, rule)).toBe(4);
    expect(adjustQuantity(2.5, quantityRule(1, 1))).toBe(3);
    expect(adjustQuantity(7, quantityRule(5, 5))).toBe(10);
    expect(stepQuantity(10, 1, quantityRule(5, 5))).toBe(15);
    expect(stepQuantity(10, -1, quantityRule(5, 5))).toBe(5);
  });

  test('S3-19 a minimum that is not a multiple is rounded up to one; bad backend values mean any quantity', () => {
    expect(quantityRule(3, 2)).toEqual({ min: 4, multiple: 2 });
    expect(quantityRule(0, -2)).toEqual({ min: 1, multiple: 1 });
    expect(quantityRule(1.5, 1)).toEqual({ min: 1, multiple: 1 });
  });
});
