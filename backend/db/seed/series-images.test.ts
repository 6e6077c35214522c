import { productImagePath } from '@/backend/media/catalog';
import { futureBase } from './locales';
import { buildProducts } from './products';
import { Rng, SEED } from './random';

const drafts = buildProducts(new Rng(SEED).fork(1), 1, futureBase(new Date('2026-11-22T10:00:00Z')));

describe('product images by series', () => {
  it('shows the products of one series the same drawing variation, and the series of a leaf each their own', () => {
    const byLeaf = new Map<string, Map<string, Set<number>>>();
    for (const d of drafts) {
      const series = byLeaf.get(d.leaf) ?? new Map<string, Set<number>>();
      byLeaf.set(d.leaf, series);
      const key = `${d.brandKey}/${d.series}`;
      series.set(key, (series.get(key) ?? new Set()).add(d.variant));
    }
    for (const [leaf, series] of byLeaf) {
      const variants = [...series.values()];
      expect({ leaf, oneEach: variants.every((v) => v.size === 1) }).toEqual({ leaf, oneEach: true });
      const numbers = variants.map((v) => [...v][0]);
      expect({ leaf, distinct: new Set(numbers).size }).toEqual({ leaf, distinct: series.size });
    }
  });

  it('keeps the path of the first series as it was and names the others by their number', () => {
    expect(productImagePath('tap', 'chrom')).toBe('/media/product/tap-chrom.webp');
    expect(productImagePath('double-basin', 'weiss', 7)).toBe('/media/product/double-basin-s7-weiss.webp');
    const first = drafts.find((d) => d.leaf === 'doppelwaschtische' && d.variant > 0);
    expect(first && productImagePath(first.drawing, first.imageFinishes[0] ?? 'weiss', first.variant)).toMatch(/^\/media\/product\/double-basin-s\d+-(weiss|mattschwarz)\.webp$/);
  });
});
