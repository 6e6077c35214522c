import { compareRow, specificationRows, valuesDiffer, visibleRows } from './compare-rows';

describe('compare rows', () => {
  test('S2-50 every specification any product has, side by side, with the rows whose values differ marked', () => {
    const rows = specificationRows([
      [
        { id: 1, title: 'Material', value: 'Messing' },
        { id: 2, title: 'Breite', value: '60 cm' },
      ],
      [
        { id: 3, title: 'Farbe', value: 'Chrom' },
        { id: 1, title: 'Material', value: 'messing ' },
      ],
      [{ id: 1, title: 'Material', value: 'Edelstahl' }],
    ]);
    expect(rows).toEqual([
      { key: 'spec:1', title: 'Material', values: ['Messing', 'messing ', 'Edelstahl'], differs: true },
      { key: 'spec:2', title: 'Breite', values: ['60 cm', '', ''], differs: true },
      { key: 'spec:3', title: 'Farbe', values: ['', 'Chrom', ''], differs: true },
    ]);
    expect(specificationRows([[{ id: 1, title: 'A', value: 'x' }]])).toEqual([{ key: 'spec:1', title: 'A', values: ['x'], differs: false }]);
    expect(specificationRows([])).toEqual([]);
  });

  test('values differ unless they are the same apart from case and spacing; a missing value differs from a present one', () => {
    expect(valuesDiffer(['Messing', ' messing', 'MESSING'])).toBe(false);
    expect(valuesDiffer(['60  cm', '60 cm'])).toBe(false);
    expect(valuesDiffer(['60 cm', '80 cm'])).toBe(true);
    expect(valuesDiffer(['Chrom', ''])).toBe(true);
    expect(valuesDiffer(['', ''])).toBe(false);
    expect(valuesDiffer(['only one'])).toBe(false);
    expect(compareRow('price', 'Preis', ['12,90 €', '14,50 €'])).toEqual({ key: 'price', title: 'Preis', values: ['12,90 €', '14,50 €'], differs: true });
  });

  test("'Show differences only' keeps the rows whose values differ, in their order", () => {
    const rows = [compareRow('a', 'A', ['1', '1']), compareRow('b', 'B', ['1', '2']), compareRow('c', 'C', ['', 'x'])];
    expect(visibleRows(rows, true).map((row) => row.key)).toEqual(['b', 'c']);
    expect(visibleRows(rows, false)).toEqual(rows);
  });
});
