import type { MenuCategory } from '@/contract/category';
import { MEGA_MENU_THIRD_LEVEL_MAX } from '@/contract/constants';
import { megaMenuSections, visibleMenuTree } from './mega-menu';

function category(id: number, count: number, children: MenuCategory[] = []): MenuCategory {
  return { Id: id, Title: `Category ${id}`, URL: `category-${id}`, count, children };
}

const thirdLevel = (base: number, n: number, count = 3): MenuCategory[] =>
  Array.from({ length: n }, (_, i) => category(base + i, count));

describe('megaMenuSections', () => {
  test('S2-120 the mega menu shows at most 5 third-level entries per sub-category', () => {
    expect(MEGA_MENU_THIRD_LEVEL_MAX).toBe(5);
    const menu = [category(1, 50, [category(10, 20, thirdLevel(100, 8)), category(11, 5, thirdLevel(200, 5))])];
    const [section] = megaMenuSections(menu);
    const [many, exact] = section?.columns ?? [];
    expect(many?.entries.map((entry) => entry.id)).toEqual([100, 101, 102, 103, 104]);
    expect(many?.hasMore).toBe(true);
    expect(exact?.entries).toHaveLength(5);
    expect(exact?.hasMore).toBe(false);
  });

  test('S2-121 the mega menu shows only categories with count above 0', () => {
    const menu = [
      category(1, 0, [category(10, 4, thirdLevel(100, 2))]),
      category(2, 9, [
        category(20, 0, thirdLevel(200, 3)),
        category(21, 9, [category(210, 0), category(211, 2), category(212, 0), ...thirdLevel(300, 5)]),
      ]),
    ];
    const sections = megaMenuSections(menu);
    expect(sections.map((section) => section.id)).toEqual([2]);
    const columns = sections[0]?.columns ?? [];
    expect(columns.map((column) => column.id)).toEqual([21]);
    // Empty third-level entries neither show nor count towards the cap.
    expect(columns[0]?.entries.map((entry) => entry.id)).toEqual([211, 300, 301, 302, 303]);
    expect(columns[0]?.hasMore).toBe(true);
  });

  test('links use the category URL as a site path', () => {
    const [section] = megaMenuSections([{ ...category(1, 1), URL: '/bad' }, category(2, 1)]);
    expect(section?.href).toBe('/bad');
    expect(megaMenuSections([category(2, 1)])[0]?.href).toBe('/category-2');
  });
});

describe('visibleMenuTree', () => {
  test('S2-121 removes empty categories at every level and keeps the order', () => {
    const tree = visibleMenuTree([
      category(1, 3, [category(10, 0), category(11, 3, [category(110, 1), category(111, 0)])]),
      category(2, 0),
      category(3, 1),
    ]);
    expect(tree.map((node) => node.id)).toEqual([1, 3]);
    expect(tree[0]?.children.map((node) => node.id)).toEqual([11]);
    expect(tree[0]?.children[0]?.children.map((node) => node.id)).toEqual([110]);
  });
});
