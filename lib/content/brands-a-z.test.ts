import { brandsAToZ } from './brands-a-z';

const brand = (id: number, title: string, count: number) => ({ id, title, url: `${title}.html`, logo: null, count });

describe('brands overview', () => {
  test('S2-179 brands with products only, A to Z, grouped by first letter', () => {
    const groups = brandsAToZ([brand(1, 'Villeroy & Boch', 5), brand(2, 'grohe', 3), brand(3, 'Empty', 0), brand(4, 'Geberit', 9), brand(5, 'Öko', 1), brand(6, '3M', 2)], 'de-AT');
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.title)])).toEqual([
      ['#', ['3M']],
      ['G', ['Geberit', 'grohe']],
      ['O', ['Öko']],
      ['V', ['Villeroy & Boch']],
    ]);
  });
});
