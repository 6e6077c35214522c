/** The quantity rule of a product: at least `min`, always a multiple of `multiple` (spec section 5). */
export type QuantityRule = { min: number; multiple: number };

/** The rule of a product detail; bad values from the backend fall back to 1 (any quantity). */
export function quantityRule(minQuantity: number, quantityMultiple: number): QuantityRule {
  const whole = (value: number) => (Number.isInteger(value) && value > 0 ? value : 1);
  const multiple = whole(quantityMultiple);
  // The smallest orderable quantity is the minimum rounded up to the multiple.
  const min = Math.ceil(whole(minQuantity) / multiple) * multiple;
  return { min, multiple };
}

/**
 * Adjusts a typed quantity automatically (spec: 'Quantity must be a multiple of a given value, adjusted
 * automatically'; cart quantity defaults to 1): rounded up to the next multiple and never below the minimum.
 * Typing 5 with a multiple of 4 gives 8. Anything that is not a positive number gives the minimum.
 */
export function adjustQuantity(raw: number, rule: QuantityRule): number {
  if (!Number.isFinite(raw) || raw <= 0) return rule.min;
  const roundedUp = Math.ceil(Math.ceil(raw) / rule.multiple) * rule.multiple;
  return Math.max(rule.min, roundedUp);
}

/** The next quantity up or down by one step (the multiple), never below the minimum. */
export function stepQuantity(current: number, direction: 1 | -1, rule: QuantityRule): number {
  return adjustQuantity(adjustQuantity(current, rule) + direction * rule.multiple, rule);
}
