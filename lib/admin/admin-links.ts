/**
 * The admin bar's links into the back office (spec section 2, 'Admin menu'): the fixed sections, and the update page
 * of what the current page shows. Paths are the Thelia back office's; the base is BACKOFFICE_URL (default
 * `{origin of apiUrl}/admin`, lib/admin/backoffice-url.ts).
 */
export const ADMIN_SECTIONS = [
  { key: 'customers', path: '/customers' },
  { key: 'orders', path: '/orders' },
  { key: 'categories', path: '/catalog' },
  { key: 'folders', path: '/folders' },
  { key: 'coupon', path: '/coupon' },
  { key: 'sales', path: '/sales' },
  { key: 'brand', path: '/brand' },
  { key: 'export', path: '/export' },
  { key: 'import', path: '/import' },
  { key: 'modules', path: '/modules' },
  { key: 'configuration', path: '/configuration' },
] as const;
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

/** Page types whose item the back office can edit; a page says which it is (components/admin/admin-page-mark.tsx). */
export const ADMIN_PAGE_TYPES = ['category', 'product', 'partner-product', 'content'] as const;
export type AdminPageType = (typeof ADMIN_PAGE_TYPES)[number];
export type AdminPage = { type: AdminPageType; id: number };

/** The update page of each page type in the back office. */
const UPDATE_PATHS: Record<AdminPageType, (id: number) => string> = {
  category: (id) => `/categories/update?category_id=${id}`,
  product: (id) => `/products/update?product_id=${id}`,
  'partner-product': (id) => `/partner-products/update?partner_product_id=${id}`,
  content: (id) => `/content/update/${id}`,
};

export type AdminLink = { key: AdminSectionKey | `update-${AdminPageType}`; href: string };

/** The bar's links: every section, then the current page's update link when the page names one. */
export function adminBarLinks(base: string, page: AdminPage | null): AdminLink[] {
  const root = base.replace(/\/+$/, '');
  const links: AdminLink[] = ADMIN_SECTIONS.map((section) => ({ key: section.key, href: `${root}${section.path}` }));
  if (page && Number.isInteger(page.id) && page.id > 0) links.push({ key: `update-${page.type}`, href: `${root}${UPDATE_PATHS[page.type](page.id)}` });
  return links;
}
