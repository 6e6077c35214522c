/**
 * The look of one brand series within its leaf's drawing: a style the drawing knows (lever shape, bowl shape,
 * handle...) and moderate proportions (width and height within ±12 %), so two series of one leaf never render alike
 * and none looks distorted. A series is numbered by its place in the family's brands and series (`seriesIndex`);
 * number 0 is the drawing as designed. Strokes scale with the drawing (at most 12 %).
 */
export type Variation = { style: number; sx: number; sy: number };

const WIDTHS = [1, 0.92, 1.08, 0.88, 1.12] as const;
const HEIGHTS = [1, 1.06, 0.94] as const;

/** How many series one drawing can tell apart with `styles` styles of its own. */
export function distinctVariations(styles: number): number {
  return styles * WIDTHS.length * HEIGHTS.length;
}

export function variationOf(index: number, styles: number): Variation {
  const style = index % styles;
  const rest = Math.floor(index / styles);
  return { style, sx: WIDTHS[rest % WIDTHS.length] ?? 1, sy: HEIGHTS[Math.floor(rest / WIDTHS.length) % HEIGHTS.length] ?? 1 };
}

/** Scales a drawing about the middle of the 800×800 canvas (strokes keep their width). */
export function applyProportions(body: string, v: Variation): string {
  if (v.sx === 1 && v.sy === 1) return body;
  return `<g transform="matrix(${v.sx} 0 0 ${v.sy} ${round(400 - 400 * v.sx)} ${round(420 - 420 * v.sy)})">${body}</g>`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The place of a series among the family's brands and series (the order they are listed in). */
export function seriesIndex(brands: Record<string, readonly string[]>, brandKey: string, series: string): number {
  let index = 0;
  for (const [key, list] of Object.entries(brands)) {
    const names = list.length > 0 ? list : [''];
    for (const name of names) {
      if (key === brandKey && name === series) return index;
      index += 1;
    }
  }
  return 0;
}

/** The number of series a family lists. */
export function seriesCount(brands: Record<string, readonly string[]>): number {
  return Object.values(brands).reduce((sum, list) => sum + Math.max(1, list.length), 0);
}
