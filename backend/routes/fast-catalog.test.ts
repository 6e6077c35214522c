import { brandCategoryCountResponseSchema, brandCountSchema, brandListResponseSchema, brandSchema } from '@/contract/brand';
import type { MenuCategory } from '@/contract/category';
import {
  categoryChildSchema, categoryChildrenResponseSchema, categoryCountResponseSchema, categoryMenuResponseSchema,
} from '@/contract/category';
import { contentFolderSchema, contentResponseSchema, listingPostscriptumSchema } from '@/contract/content';
import { productListResponseSchema } from '@/contract/product';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const flatten = (items: MenuCategory[], depth = 1): (MenuCategory & { depth: number })[] =>
  items.flatMap((c) => [{ ...c, depth }, ...flatten(c.children, depth + 1)]);

describe('category menu and counts', () => {
  it('S7-38 category_menu/custom_attribute/ answers the visible tree in three levels with counts', async () => {
    const menu = await t.getParsed('/fast/category_menu/custom_attribute/?locale=de_AT', categoryMenuResponseSchema);
    expect(menu.map((c) => c.Title)).toEqual(['Bad', 'Küche', 'Heizung', 'Installation', 'Ersatzteile']);
    const all = flatten(menu);
    expect(Math.max(...all.map((c) => c.depth))).toBe(3);
    expect(all.filter((c) => c.count === 0).length).toBeGreaterThanOrEqual(2);
    expect(all.some((c) => c.depth === 2 && c.children.length > 5)).toBe(true);
    for (const c of all) {
      const sum = c.children.reduce((acc, child) => acc + child.count, 0);
      if (c.children.length > 0) expect(c.count).toBe(sum);
    }
    const ro = await t.getParsed('/fast/category_menu/custom_attribute/?locale=ro_RO', categoryMenuResponseSchema);
    expect(ro[0]).toMatchObject({ Title: 'Baie', URL: 'baie.html' });
  });

  it('S7-38 category_count/single, category_count/custom_attribute/ and category_count/children match the product listing', async () => {
    const [count] = await t.getParsed('/fast/category_count/single/63', categoryCountResponseSchema);
    const listing = await t.getParsed('/api/products/?category=63&limit=1', productListResponseSchema);
    expect(count?.count).toBe(listing.total);
    const all = await t.getParsed('/fast/category_count/custom_attribute/', categoryCountResponseSchema);
    expect(all.length).toBeGreaterThan(100);
    const children = await t.getParsed('/fast/category_count/children?category_id=63', categoryCountResponseSchema);
    expect(children.reduce((s, c) => s + c.count, 0)).toBe(count?.count);
  });

  it('S7-38 category/ (category_id, visible=1, locale) and category_children answer one category and its children', async () => {
    const one = await t.getParsed('/fast/category/?category_id=64&visible=1&locale=de_DE', categoryChildSchema);
    expect(one).toMatchObject({ id: 64, title: 'Heizkörper', url: 'heizkörper.html' });
    const children = await t.getParsed('/fast/category_children?category_id=64&locale=de_DE', categoryChildrenResponseSchema);
    expect(children.length).toBeGreaterThan(5);
    const top = await t.getParsed('/fast/category_children?category_id=0&locale=ro_RO', categoryChildrenResponseSchema);
    expect(top).toHaveLength(5);
    await t.expectError('/fast/category/?category_id=99999&visible=1', 404);
    await t.expectError('/fast/category_children?category_id=abc', 400);
    await t.expectError('/fast/category_count/single/0', 400);
  });
});

describe('content pages', () => {
  it('S7-48 content/custom_attribute/ answers a content by id (title, id, url) per locale', async () => {
    const [at] = await t.getParsed('/fast/content/custom_attribute/?content_id=7&locale=de_AT', contentResponseSchema);
    const [de] = await t.getParsed('/fast/content/custom_attribute/?content_id=7&locale=de_DE', contentResponseSchema);
    const [ro] = await t.getParsed('/fast/content/custom_attribute/?content_id=7&locale=ro_RO', contentResponseSchema);
    expect(at).toMatchObject({ id: 7, url: 'Impressum' });
    expect(at?.title).toBeTruthy();
    expect(at?.description).toContain('ECG');
    expect(de?.description).toContain('DDG');
    expect(ro?.description).toContain('CUI');
    const [withdrawal] = await t.getParsed('/fast/content/custom_attribute/?content_id=4&locale=de_DE', contentResponseSchema);
    expect(withdrawal?.description).toContain('vierzehn Tagen');
  });

  it('has Romanian-only pages', async () => {
    const rows = t.db.prepare("SELECT view_id AS id, url FROM rewriting_url WHERE view = 'content' AND url IN ('conditii-de-garantie.html', 'manual-de-utilizare-1.html')").all() as { id: number; url: string }[];
    expect(rows).toHaveLength(2);
    for (const { id } of rows) {
      expect(await t.getParsed(`/fast/content/custom_attribute/?content_id=${id}&locale=ro_RO`, contentResponseSchema)).toHaveLength(1);
      await t.expectError(`/fast/content/custom_attribute/?content_id=${id}&locale=de_AT`, 404);
    }
  });

  it('has a landing page per locale whose postscriptum is a brand and category listing', async () => {
    for (const locale of ['de_AT', 'de_DE', 'ro_RO']) {
      const [landing] = await t.getParsed(`/fast/content/custom_attribute/?content_id=16&locale=${locale}`, contentResponseSchema);
      const listing = listingPostscriptumSchema.parse(JSON.parse(landing?.postscriptum ?? ''));
      const products = await t.getParsed(`/api/products/?brand=${listing.brand_id}&category=${listing.category_id}&locale=${locale}`, productListResponseSchema);
      expect(products.total).toBeGreaterThan(10);
    }
  });

  it('answers folders with their contents', async () => {
    const legal = await t.getParsed('/fast/content_folder?folder_id=1&locale=de_AT', contentFolderSchema);
    expect(legal.contents.map((c) => c.url)).toEqual(expect.arrayContaining(['agb.html', 'datenschutz', 'Impressum', 'widerrufsrecht']));
    const blog = await t.getParsed('/fast/content_folder?folder_id=3&locale=ro_RO', contentFolderSchema);
    expect(blog.contents).toHaveLength(3);
    await t.expectError('/fast/content_folder?folder_id=999', 404);
    await t.expectError('/fast/content/custom_attribute/?content_id=999', 404);
  });
});

describe('brands', () => {
  it('S7-40 brand_list lists the brands with logos and counts', async () => {
    const list = await t.getParsed('/fast/brand_list?locale=de_AT', brandListResponseSchema);
    expect(list.map((b) => b.title)).toEqual(expect.arrayContaining(['Grohe', 'Hansgrohe', 'Geberit', 'Villeroy & Boch', 'Vogel & Noot', 'Motan', 'Cersanit']));
    expect(list.every((b) => b.count > 0 && b.logo !== null && b.url.endsWith('.html'))).toBe(true);
  });

  it('S7-40 brands/{id}/{locale}, brand_count/{id} and brand_category_count answer one brand, its count and its categories', async () => {
    const grohe = await t.getParsed('/fast/brands/1/ro_RO', brandSchema);
    expect(grohe).toMatchObject({ id: 1, title: 'Grohe', url: 'grohe.html' });
    expect(grohe.manufacturer_address).toContain('Düsseldorf');
    const count = await t.getParsed('/fast/brand_count/1', brandCountSchema);
    const listing = await t.getParsed('/api/products/?brand=1&limit=1', productListResponseSchema);
    expect(count.count).toBe(listing.total);
    const perCategory = await t.getParsed('/fast/brand_category_count?brand_id=1&locale=de_AT', brandCategoryCountResponseSchema);
    expect(perCategory.reduce((s, c) => s + c.count, 0)).toBe(count.count);
    await t.expectError('/fast/brands/1/en_US', 400);
    await t.expectError('/fast/brands/999/de_AT', 404);
    await t.expectError('/fast/brand_count/999', 404);
  });
});
