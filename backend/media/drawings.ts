import type { DrawingName, FinishCode, ProductKind } from './catalog';
import { PRODUCT_KINDS } from './catalog';
import type { DetailCrop, Drawing, LeafDrawing } from './draw-bath';
import { BATH_DRAWINGS } from './draw-bath';
import { FAMILY_DRAWINGS, type FamilyDrawing } from './draw-families';
import { RADIATOR_DETAIL } from './draw-radiators';
import { TECH_DRAWINGS } from './draw-tech';
import type { Variation } from './variation';
import { applyProportions, variationOf } from './variation';

/** The kinds' own drawings (each serves one leaf of its kind, and the category tiles and banners). */
export const KIND_DRAWINGS: Record<ProductKind, Drawing> = { ...BATH_DRAWINGS, ...TECH_DRAWINGS };

/** Styles the kinds' drawings can draw for the series of their leaf (lever shapes, bowl shapes...). */
const KIND_STYLES: Partial<Record<ProductKind, number>> = { tap: 3, basin: 2, wc: 2, wc_seat: 2, shower: 2, kitchen_tap: 2, boiler: 2 };

export type DrawingSpec = { draw: Drawing; finishes: readonly FinishCode[]; styles: number; detail: DetailCrop };

/** The close-up of most drawings: the upper middle at twice the size. */
const UPPER_MIDDLE: DetailCrop = [200, 180, 400];
const KIND_DETAILS: Partial<Record<ProductKind, DetailCrop>> = { radiator: RADIATOR_DETAIL };

export function isFamilyDrawing(name: DrawingName): name is FamilyDrawing {
  return Object.hasOwn(FAMILY_DRAWINGS, name);
}

/** The drawing, the finishes (its kind's) and the number of styles of a kind or of a leaf family's drawing. */
export function drawingOf(name: DrawingName): DrawingSpec {
  if (isFamilyDrawing(name)) {
    const family: LeafDrawing = FAMILY_DRAWINGS[name];
    return { draw: family.draw, finishes: PRODUCT_KINDS[family.kind], styles: family.styles ?? 1, detail: family.detail ?? UPPER_MIDDLE };
  }
  return { draw: KIND_DRAWINGS[name], finishes: PRODUCT_KINDS[name], styles: KIND_STYLES[name] ?? 1, detail: KIND_DETAILS[name] ?? UPPER_MIDDLE };
}

export const DRAWING_NAMES: DrawingName[] = [...(Object.keys(PRODUCT_KINDS) as ProductKind[]), ...(Object.keys(FAMILY_DRAWINGS) as FamilyDrawing[])];

/** The variation of a series (by its number in the leaf) of a drawing. */
export function variationFor(name: DrawingName, variant: number): Variation {
  return variationOf(variant, drawingOf(name).styles);
}

/** The SVG body of a drawing for one series' variation. */
export function drawVariant(name: DrawingName, variant: number, draw: (style: number) => string): string {
  const variation = variationFor(name, variant);
  return applyProportions(draw(variation.style), variation);
}

/** The variant whose close-up and dimension drawing a series shows: the first of its style (proportions as designed). */
export function sharedVariant(name: DrawingName, variant: number): number {
  return variant % drawingOf(name).styles;
}
