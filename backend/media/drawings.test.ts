import sharp from 'sharp';
import { FAMILIES } from '@/backend/db/seed/products';
import { PRODUCT_IMAGE_SIZE } from './catalog';
import { DRAWING_NAMES, drawingOf, sharedVariant } from './drawings';
import { productDetail, productDrawing } from './images';
import { distinctVariations, seriesCount, seriesIndex, variationOf } from './variation';

const drawingOfLeaf = (leaf: (typeof FAMILIES)[number]) => leaf.drawing ?? leaf.kind;
const mainImage = (leaf: (typeof FAMILIES)[number], variant: number) => {
  const name = drawingOfLeaf(leaf);
  return productDrawing(name, drawingOf(name).finishes[0] ?? 'weiss', variant);
};

describe('product drawings', () => {
  it('gives every leaf family a drawing of its own, rendered unlike any other leaf', () => {
    const names = FAMILIES.map(drawingOfLeaf);
    const shared = names.filter((name, i) => names.indexOf(name) !== i);
    expect(shared).toEqual([]);
    const svgs = new Map<string, string>();
    for (const leaf of FAMILIES) {
      const svg = mainImage(leaf, 0);
      expect({ leaf: leaf.leaf, sameAs: svgs.get(svg) }).toEqual({ leaf: leaf.leaf, sameAs: undefined });
      svgs.set(svg, leaf.leaf);
    }
  });

  it('draws each series of a leaf differently (a style of the drawing and its proportions)', () => {
    for (const leaf of FAMILIES) {
      const count = seriesCount(leaf.brands);
      expect({ leaf: leaf.leaf, fits: count <= distinctVariations(drawingOf(drawingOfLeaf(leaf)).styles) }).toEqual({ leaf: leaf.leaf, fits: true });
      const images = Array.from({ length: count }, (_, variant) => mainImage(leaf, variant));
      expect({ leaf: leaf.leaf, distinct: new Set(images).size }).toEqual({ leaf: leaf.leaf, distinct: count });
    }
  });

  it('keeps the widest and tallest series of every leaf inside the canvas (a margin of background all round)', async () => {
    const background = 0xf4;
    for (const leaf of FAMILIES) {
      const { styles } = drawingOf(drawingOfLeaf(leaf));
      // Width +12 % from the 5th proportion on, height +6 % from the 6th: the first series of a style with each.
      const widest = [4, 9, 14].map((rest) => rest * styles).filter((variant) => variant < seriesCount(leaf.brands));
      for (const variant of widest) {
        const { data, info } = await sharp(Buffer.from(mainImage(leaf, variant))).resize(200, 200).raw().toBuffer({ resolveWithObject: true });
        const edge: number[] = [];
        for (let i = 0; i < 200; i += 1) for (const [x, y] of [[0, i], [199, i], [i, 0], [i, 199]] as const) edge.push(data[(y * 200 + x) * info.channels] ?? 0);
        expect({ leaf: leaf.leaf, variant, off: edge.filter((value) => Math.abs(value - background) > 6).length }).toEqual({ leaf: leaf.leaf, variant, off: 0 });
      }
    }
  });

  it('numbers the series in the order the family lists them, and keeps their proportions believable', () => {
    const brands = { grohe: ['Eurosmart', 'Essence'], hansa: ['Hansapolo'], '': [] };
    expect([seriesIndex(brands, 'grohe', 'Eurosmart'), seriesIndex(brands, 'grohe', 'Essence'), seriesIndex(brands, 'hansa', 'Hansapolo'), seriesIndex(brands, '', '')]).toEqual([0, 1, 2, 3]);
    expect(seriesCount(brands)).toBe(4);
    expect(variationOf(0, 3)).toEqual({ style: 0, sx: 1, sy: 1 });
    const seen = new Set<string>();
    for (let i = 0; i < distinctVariations(3); i += 1) {
      const v = variationOf(i, 3);
      expect(Math.abs(v.sx - 1)).toBeLessThanOrEqual(0.1201);
      expect(Math.abs(v.sy - 1)).toBeLessThanOrEqual(0.0601);
      seen.add(JSON.stringify(v));
    }
    expect(seen.size).toBe(distinctVariations(3));
    // A series shares the close-up and the dimension drawing of the first series of its style (same proportions).
    expect(sharedVariant('tap', 7)).toBe(1);
    expect(variationOf(sharedVariant('tap', 7), 3)).toEqual({ style: 1, sx: 1, sy: 1 });
  });

  it('shows in the close-up what tells a drawing apart: a panel radiator its cross-section, most the upper middle', () => {
    expect(productDetail('radiator-11', 'weiss')).toContain('viewBox="370 260 400 400"');
    expect(productDetail('radiator', 'weiss')).toContain('viewBox="370 260 400 400"');
    expect(productDetail('corner-tub', 'weiss')).toContain('viewBox="90 90 380 380"');
    expect(productDetail('tap', 'chrom', 4)).toContain('viewBox="200 180 400 400"');
  });

  it('renders every drawing and style as a valid 800×800 SVG in every finish of its kind, its close-up and its outline', async () => {
    for (const name of DRAWING_NAMES) {
      const { finishes, styles } = drawingOf(name);
      for (let style = 0; style < styles; style += 1) {
        const svgs = [...finishes.flatMap((finish) => [productDrawing(name, finish, style), productDetail(name, finish, style)]), productDrawing(name, null, style)];
        for (const svg of svgs) {
          expect({ name, bad: /NaN|undefined|Infinity/.test(svg) }).toEqual({ name, bad: false });
          const meta = await sharp(Buffer.from(svg)).metadata();
          expect([name, meta.format, meta.width, meta.height]).toEqual([name, 'svg', PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE]);
        }
        // The finishes show: no two finishes of a drawing render alike.
        expect(new Set(finishes.map((finish) => productDrawing(name, finish, style))).size).toBe(finishes.length);
      }
    }
  });
});
