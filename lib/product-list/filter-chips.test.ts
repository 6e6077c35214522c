import { filterChips } from './filter-chips';

const text = {
  category: (id: number) => `Category ${id}`,
  brand: (id: number) => `Brand ${id}`,
  feature: (id: number) => `Feature ${id}`,
  priceMin: (amount: number) => `From ${amount}`,
  priceMax: (amount: number) => `Up to ${amount}`,
};
const hrefWith = (change: object) => JSON.stringify(change);

describe('the active filters as removable chips', () => {
  test('no filter: no chip', () => {
    expect(filterChips({ categories: [], brands: [], features: [], priceMin: null, priceMax: null }, { text, hrefWith })).toEqual([]);
  });

  test('one chip per filter in the order categories, brands, technical values, prices; each links to the list without it', () => {
    const chips = filterChips({ categories: [4], brands: [3, 7], features: [12], priceMin: 10, priceMax: 500 }, { text, hrefWith });
    expect(chips).toEqual([
      { key: 'category-4', text: 'Category 4', href: '{"categories":[]}' },
      { key: 'brand-3', text: 'Brand 3', href: '{"brands":[7]}' },
      { key: 'brand-7', text: 'Brand 7', href: '{"brands":[3]}' },
      { key: 'feature-12', text: 'Feature 12', href: '{"features":[]}' },
      { key: 'price-min', text: 'From 10', href: '{"priceMin":null}' },
      { key: 'price-max', text: 'Up to 500', href: '{"priceMax":null}' },
    ]);
  });
});
