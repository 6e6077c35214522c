import { compareRows } from './compare-rows';

describe('compare rows', () => {
  test('S2-50 every specification of any product, side by side, with the rows whose values differ marked', () => {
    const rows = compareRows([
      [{ id: 1, title: 'Material', value: 'Messing' }, { id: 2, title: 'Breite', value: '60 cm' }],
      [{ id: 1, title: 'Material', value: 'messing ' }, { id: 3, title: 'Farbe', value: 'Chrom' }],
    ]);
    expect(rows).toEqual([
      { title: 'Material', values: ['Messing', 'messing '], differs: false },
      { title: 'Breite', values: ['60 cm', ''], differs: true },
      { title: 'Farbe', values: ['', 'Chrom'], differs: true },
    ]);
    expect(compareRows([[{ id: 1, title: 'A', value: 'x' }]])).toEqual([{ title: 'A', values: ['x'], differs: false }]);
    expect(compareRows([])).toEqual([]);
  });
});
