import { featureFacetsOf } from './hit-mapping';

const agg = (buckets: Array<[string, number]>) => ({ doc_count: 0, keys: { buckets: buckets.map(([key, doc_count]) => ({ key, doc_count })) } });

describe('feature facets of a search answer (ADR 0041)', () => {
  test('features with more than one value, values in id order; one value alone is no choice', () => {
    const facets = featureFacetsOf({
      features: agg([['2003|values|Oberfläche|Weiß', 4], ['2001|values|Oberfläche|Chrom', 9], ['1001|values|Material|Messing', 13], ['7002|ranges|Breite|300–499 mm', 2], ['7001|ranges|Breite|bis 299 mm', 1]]),
    });
    expect(facets).toEqual([
      { id: 2, title: 'Oberfläche', kind: 'values', values: [{ id: 2001, title: 'Chrom', count: 9 }, { id: 2003, title: 'Weiß', count: 4 }] },
      { id: 7, title: 'Breite', kind: 'ranges', values: [{ id: 7001, title: 'bis 299 mm', count: 1 }, { id: 7002, title: '300–499 mm', count: 2 }] },
    ]);
  });

  test("a chosen feature's values come from its own aggregation (counted without its filter)", () => {
    const facets = featureFacetsOf({
      features: agg([['2001|values|Oberfläche|Chrom', 3], ['16001|values|Montageart|Aufputz', 2], ['16002|values|Montageart|Unterputz', 1]]),
      features_2: agg([['2001|values|Oberfläche|Chrom', 3], ['2003|values|Oberfläche|Weiß', 5], ['16001|values|Montageart|Aufputz', 9]]),
    });
    expect(facets.find((f) => f.id === 2)?.values).toEqual([{ id: 2001, title: 'Chrom', count: 3 }, { id: 2003, title: 'Weiß', count: 5 }]);
    expect(facets.find((f) => f.id === 16)?.values.map((v) => v.count)).toEqual([2, 1]);
  });

  test('keys outside the format are left out', () => {
    expect(featureFacetsOf({ features: agg([['junk', 3], ['2001|other|X|Y', 2]]) })).toEqual([]);
  });
});
