import type { FinishCode, ProductKind } from '@/backend/media/catalog';
import type { FamilyDrawing } from '@/backend/media/draw-families';
import type { Rng } from './random';

/** A text in German (de_AT and de_DE share it) and Romanian. */
export type Text = { de: string; ro: string };

/** A title suffix (size, dimension, power...) and the numbers the features and the price derive from it. */
export type Dim = Text & { data?: Record<string, number> };

export type UnitSpec = { unit: 'kg' | 'l' | 'm' | 'm2' | 'm3'; content: number };

/**
 * A product family: the products of one leaf category. Titles are `Brand Series Type Dim` in German and
 * `Type Brand Series Dim` in Romanian. `brands` maps a brand key to its series; the key '' means unbranded
 * commodity goods (copper pipe, fittings, silicone).
 */
export type Family = {
  leaf: string;
  count: number;
  kind: ProductKind;
  /** The family's own drawing (an urinal among the WCs); without it the kind's (each kind's drawing serves one leaf only). */
  drawing?: FamilyDrawing;
  /** Gross price range in EUR (Austrian VAT) before the brand factor. */
  price: [number, number];
  brands: Record<string, string[]>;
  types: Text[];
  dims?: Dim[] | ((r: Rng) => Dim);
  /** Colour variants: the finishes offered and the share of products that have more than one. */
  finishes?: FinishCode[];
  colorChance?: number;
  /** Size variants (second axis): sizes offered and the share of products that have them. */
  sizes?: string[];
  sizeChance?: number;
  /**
   * Price from the dimension (overrides the family's range), gross EUR before the brand factor; `level` in [0, 1) is
   * fixed per series, so the price of a series rises with the dimension only.
   */
  priceOf?: (level: number, dim: Dim | null) => number;
  unit?: (dim: Dim | null) => UnitSpec;
  minQuantity?: number;
  quantityMultiple?: number;
  freight?: boolean | ((dim: Dim | null) => boolean);
  weight: [number, number];
  /** Leaf keys whose products serve as accessories. */
  accessories?: string[];
  /** Share of products with a datasheet and an installation manual. */
  documents?: number;
  /** Countries the family cannot be shipped to (freight to Romania or Germany...), for a share of products. */
  undeliverable?: { countries: number[]; share: number }[];
};

/** Price factors of premium and budget brands. */
export const BRAND_PRICE_FACTOR: Record<string, number> = {
  dornbracht: 2.6,
  keuco: 1.5,
  'villeroy-boch': 1.2,
  duravit: 1.25,
  hansgrohe: 1.15,
  geberit: 1.1,
  laufen: 1.1,
  bette: 1.15,
  zehnder: 1.25,
  viessmann: 1.1,
  cersanit: 0.6,
  ferroli: 0.7,
  motan: 0.6,
  valrom: 0.7,
  ariston: 0.8,
  kludi: 0.85,
  hansa: 0.9,
  '': 0.8,
};

export const text = (de: string, ro: string): Text => ({ de, ro });

/** The same text in both languages (model numbers, dimensions). */
export const same = (value: string, data?: Record<string, number>): Dim => ({ de: value, ro: value, ...(data ? { data } : {}) });

/** German decimal comma. */
export function deNumber(value: number, decimals = 0): string {
  return value.toFixed(decimals).replace('.', ',');
}
