import type { Dim, Family } from './catalog-types';
import { unitHash } from './random';

/** How strongly the price follows the size within a series: twice the power or volume costs about 1.4 times as much. */
const SIZE_ELASTICITY = 0.5;

/** Tap sizes by name: S, M, L, XL (Grohe's and Hansgrohe's comfort heights). */
const SIZE_RANK: Record<string, number> = { 'S-Size': 1, 'M-Size': 1.25, 'L-Size': 1.6, 'XL-Size': 2 };

/**
 * The magnitude of a dimension that its price rises with: power, volume, length, area, surface, nominal size or the
 * number in its name (mm, W, DN, inch fractions, circuits); null for a dimension without one ('mit Ablage').
 */
export function magnitudeOf(dim: Dim | null): number | null {
  if (!dim) return null;
  const d = dim.data ?? {};
  const direct = d.kw ?? d.liters ?? d.meters ?? d.area;
  if (direct !== undefined) return direct;
  if (d.width !== undefined) return d.width * (d.depth ?? 1);
  if (d.length !== undefined) return d.length * (d.height ?? 1);
  const rank = SIZE_RANK[dim.de];
  if (rank !== undefined) return rank;
  const inch = /(?:^|\s)(?:(\d+) )?(\d+)\/(\d+)"/.exec(dim.de);
  if (inch) return Number(inch[1] ?? 0) + Number(inch[2]) / Number(inch[3]);
  // DN in inches (DN 15 = 1/2"), so a family that names both keeps one scale.
  const dn = /\bDN (\d+)/.exec(dim.de);
  if (dn) return Number(dn[1]) / 30;
  const counted = /(\d+) (?:Heizkreise|Verbraucher)\b/.exec(dim.de);
  if (counted) return Number(counted[1]);
  const surface = /(\d+) x (\d+)\s*(?:cm|mm)(?=\s|$)/.exec(dim.de);
  if (surface) return Number(surface[1]) * Number(surface[2]);
  const thread = /^M(\d+(?:,\d+)?) x/.exec(dim.de);
  if (thread) return Number((thread[1] ?? '').replace(',', '.'));
  const measured = /(\d+(?:,\d+)?)\s*(?:mm|cm|m|W|kW|l)(?=\s|$)/.exec(dim.de);
  return measured ? Number((measured[1] ?? '').replace(',', '.')) : null;
}

/** The smallest and largest magnitude among a family's fixed dimensions (1 and 1 without any). */
function familySpan(family: Family): [number, number] {
  const dims = Array.isArray(family.dims) ? family.dims : [];
  const values = dims.map(magnitudeOf).filter((m): m is number => m !== null && m > 0);
  if (values.length === 0) return [1, 1];
  return [Math.min(...values), Math.max(...values)];
}

/**
 * Gross price (EUR, before the brand factor) of a product of a family without its own price formula: the series has
 * one price level (fixed by brand, series and type, not drawn), and the price rises with the size within the series;
 * a dimension without a size (a version 'with shelf') adds a fixed 0-15 % of its own. The family's range is kept:
 * the smallest size of the cheapest series starts near its bottom, the largest of the dearest ends near its top.
 */
export function seriesPrice(family: Family, brandKey: string, series: string, typeIndex: number, dim: Dim | null): number {
  const [low, high] = family.price;
  const [minSize, maxSize] = familySpan(family);
  const sizeFactor = (size: number) => Math.pow(size / minSize, SIZE_ELASTICITY);
  const spread = sizeFactor(maxSize);
  const levelHigh = Math.max(low * 1.05, high / spread);
  const level = low * Math.pow(levelHigh / low, unitHash(`${family.leaf}|${brandKey}|${series}|${typeIndex}`));
  const size = magnitudeOf(dim);
  if (size !== null && size > 0 && spread > 1) return level * sizeFactor(Math.min(Math.max(size, minSize), maxSize));
  return dim ? level * (1 + 0.15 * unitHash(`${family.leaf}|${dim.de}`)) : level;
}

/** A factor in [low, high) fixed by the series: the spread between series of a family with its own price formula. */
export function seriesJitter(family: Family, brandKey: string, series: string, low: number, high: number): number {
  return low + (high - low) * unitHash(`${family.leaf}|${brandKey}|${series}`);
}

/** The price ending of a series (,90 ,99 ,50 or none): one per series, so a bigger size never ends up cheaper. */
export function seriesEnding(family: Family, brandKey: string, series: string): number {
  const endings = [0.9, 0.99, 0.5, 0];
  return endings[Math.floor(unitHash(`${family.leaf}|${brandKey}|${series}|ending`) * endings.length)] ?? 0;
}
