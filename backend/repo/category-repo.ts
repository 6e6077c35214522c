import type { Crumb } from '@/contract/category';
import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { PRODUCT_IMAGE_SIZE } from '@/backend/media/catalog';
import { memo } from './memo';
import type { RewritingRepo } from './rewriting-repo';
import type { Image } from '@/contract/product-card';

export type CategoryRow = {
  id: number;
  parent: number;
  visible: number;
  position: number;
  image: string | null;
  title: string | null;
  chapo: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
};

/** The category tree and the number of visible products below each visible category. */
export type CategoryStats = {
  parentOf: Map<number, number>;
  children: Map<number, number[]>;
  visible: Set<number>;
  counts: Map<number, number>;
  /** The category and every visible category below it. */
  subtree: (id: number) => number[];
};

export function createCategoryRepo(db: Db, rewriting: RewritingRepo) {
  const all = db.prepare(
    `SELECT c.id, c.parent, c.visible, c.position, c.image, i.title, i.chapo, i.description, i.meta_title AS metaTitle,
       i.meta_description AS metaDescription
     FROM category c LEFT JOIN category_i18n i ON i.id = c.id AND i.locale = ? ORDER BY c.parent, c.position, c.id`,
  );
  const one = db.prepare(
    `SELECT c.id, c.parent, c.visible, c.position, c.image, i.title, i.chapo, i.description, i.meta_title AS metaTitle,
       i.meta_description AS metaDescription
     FROM category c LEFT JOIN category_i18n i ON i.id = c.id AND i.locale = ? WHERE c.id = ?`,
  );
  const tree = db.prepare('SELECT id, parent, visible FROM category ORDER BY parent, position, id');
  const membership = db.prepare(
    'SELECT pc.category_id AS categoryId, pc.product_id AS productId FROM product_category pc JOIN product p ON p.id = pc.product_id WHERE p.visible = 1',
  );

  const stats = memo<CategoryStats>(60_000, () => {
    const rows = tree.all() as { id: number; parent: number; visible: number }[];
    const parentOf = new Map<number, number>();
    const children = new Map<number, number[]>();
    const visible = new Set<number>();
    for (const row of rows) {
      parentOf.set(row.id, row.parent);
      if (row.visible) visible.add(row.id);
      const list = children.get(row.parent) ?? [];
      list.push(row.id);
      children.set(row.parent, list);
    }
    const direct = new Map<number, Set<number>>();
    for (const m of membership.all() as { categoryId: number; productId: number }[]) {
      const set = direct.get(m.categoryId) ?? new Set<number>();
      set.add(m.productId);
      direct.set(m.categoryId, set);
    }
    const subtree = (id: number): number[] => {
      if (!visible.has(id)) return [];
      return [id, ...(children.get(id) ?? []).flatMap(subtree)];
    };
    const counts = new Map<number, number>();
    for (const row of rows) {
      if (!visible.has(row.id)) continue;
      const products = new Set<number>();
      for (const id of subtree(row.id)) for (const p of direct.get(id) ?? []) products.add(p);
      counts.set(row.id, products.size);
    }
    return { parentOf, children, visible, counts, subtree };
  });

  const imageOf = (row: CategoryRow): Image | null =>
    row.image ? { url: row.image, alt: row.title ?? '', width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE } : null;

  return {
    stats: () => stats.get(),
    all: (locale: TheliaLocale) => all.all(locale) as CategoryRow[],
    one: (id: number, locale: TheliaLocale) => (one.get(locale, id) as CategoryRow | undefined) ?? null,
    imageOf,
    /** Breadcrumb from the top-level category down to `id` (included). */
    path(id: number, locale: TheliaLocale): Crumb[] {
      const { parentOf } = stats.get();
      const ids: number[] = [];
      for (let current = id; current > 0 && ids.length < 10; current = parentOf.get(current) ?? 0) ids.unshift(current);
      const urls = rewriting.urlsOf('category', ids);
      return ids.map((cid) => ({ id: cid, title: (one.get(locale, cid) as CategoryRow | undefined)?.title ?? '', url: urls.get(cid)?.[locale] ?? '' }));
    },
  };
}

export type CategoryRepo = ReturnType<typeof createCategoryRepo>;
