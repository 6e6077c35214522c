import type { z } from 'zod';
import type { unitPriceSchema } from '@/contract/product-card';

export type UnitPriceSpec = z.infer<typeof unitPriceSchema>;
export type Unit = UnitPriceSpec['unit'];

/**
 * Unit price (German PAngV § 4, Austrian PrAG § 10a: price per 1 kg, 1 l, 1 m, 1 m² or 1 m³): the package price
 * divided by the package content in that unit, rounded to cents. `content` is the amount of `unit` in one
 * package (a 310 ml cartridge is `{ unit: 'l', content: 0.31 }`). Null when there is nothing to show: no unit,
 * a non-positive content or a price of zero (spec: a price is shown only when it is non-zero).
 */
export function unitPrice(price: number, spec: UnitPriceSpec | null): { amount: number; unit: Unit } | null {
  if (spec === null || !(spec.content > 0) || !(price > 0) || !Number.isFinite(price)) return null;
  return { amount: Math.round((price / spec.content) * 100) / 100, unit: spec.unit };
}
