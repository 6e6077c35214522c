import { ADMIN_SECTIONS, adminBarLinks } from './admin-links';
import { backofficeUrl } from './backoffice-url';

const BASE = 'https://shop.example.at/admin';

describe('the admin bar links', () => {
  test('S2-136 every back-office section: customers, orders, categories, folders, coupon, sales, brand, export, import, modules, configuration', () => {
    const links = adminBarLinks(BASE, null);
    expect(links.map((link) => link.key)).toEqual(['customers', 'orders', 'categories', 'folders', 'coupon', 'sales', 'brand', 'export', 'import', 'modules', 'configuration']);
    expect(links.find((link) => link.key === 'categories')?.href).toBe(`${BASE}/catalog`);
    expect(links).toHaveLength(ADMIN_SECTIONS.length);
  });

  test('S2-137 a category page adds the category update page', () => {
    expect(adminBarLinks(`${BASE}/`, { type: 'category', id: 12 }).at(-1)).toEqual({ key: 'update-category', href: `${BASE}/categories/update?category_id=12` });
  });

  test('S2-138 a product page adds the product update page', () => {
    expect(adminBarLinks(BASE, { type: 'product', id: 345 }).at(-1)).toEqual({ key: 'update-product', href: `${BASE}/products/update?product_id=345` });
  });

  test('S2-139 a partner-product page adds the partner-product update page', () => {
    expect(adminBarLinks(BASE, { type: 'partner-product', id: 7 }).at(-1)).toEqual({
      key: 'update-partner-product', href: `${BASE}/partner-products/update?partner_product_id=7`,
    });
  });

  test('S2-140 a content page adds the content update page; a bad id adds nothing', () => {
    expect(adminBarLinks(BASE, { type: 'content', id: 9 }).at(-1)).toEqual({ key: 'update-content', href: `${BASE}/content/update/9` });
    expect(adminBarLinks(BASE, { type: 'content', id: 0 })).toHaveLength(ADMIN_SECTIONS.length);
  });

  test('the base is BACKOFFICE_URL, else the admin of the backend origin', () => {
    expect(backofficeUrl({ apiUrl: 'http://127.0.0.1:4000/api-root', backofficeUrl: undefined })).toBe('http://127.0.0.1:4000/admin');
    expect(backofficeUrl({ apiUrl: 'http://127.0.0.1:4000', backofficeUrl: 'https://admin.example.at/bo' })).toBe('https://admin.example.at/bo');
  });
});
