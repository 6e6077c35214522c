import type { BrandListItem, Brand } from '@/contract/brand';
import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { BRAND_LOGO_SIZE } from '@/backend/media/catalog';
import type { RewritingRepo } from './rewriting-repo';
import type { Image } from '@/contract/product-card';

type BrandRow = {
  id: number; logo: string | null; manufacturerName: string; manufacturerAddress: string; manufacturerEmail: string;
  title: string; chapo: string; description: string; metaTitle: string; metaDescription: string; count: number;
};

/** Brands (Thelia `brand`) with the GPSR manufacturer data and product counts. */
export function createBrandRepo(db: Db, rewriting: RewritingRepo) {
  const COLUMNS = `b.id, b.logo, b.manufacturer_name AS manufacturerName, COALESCE(i.manufacturer_address, b.manufacturer_address) AS manufacturerAddress,
    b.manufacturer_email AS manufacturerEmail, i.title, i.chapo, i.description, i.meta_title AS metaTitle, i.meta_description AS metaDescription,
    (SELECT COUNT(*) FROM product p WHERE p.brand_id = b.id AND p.visible = 1) AS count
    FROM brand b JOIN brand_i18n i ON i.id = b.id AND i.locale = ? WHERE b.visible = 1`;
  const list = db.prepare(`SELECT ${COLUMNS} ORDER BY b.position, b.id`);
  const one = db.prepare(`SELECT ${COLUMNS} AND b.id = ?`);
  const count = db.prepare('SELECT COUNT(*) AS count FROM product WHERE brand_id = ? AND visible = 1');
  const exists = db.prepare('SELECT id FROM brand WHERE id = ? AND visible = 1');
  const perCategory = db.prepare(
    `SELECT pc.category_id AS categoryId, COALESCE(ci.title, '') AS title, COUNT(DISTINCT p.id) AS count
     FROM product p JOIN product_category pc ON pc.product_id = p.id
     JOIN category c ON c.id = pc.category_id AND c.visible = 1
     LEFT JOIN category_i18n ci ON ci.id = c.id AND ci.locale = ?
     WHERE p.brand_id = ? AND p.visible = 1 GROUP BY pc.category_id ORDER BY count DESC, pc.category_id`,
  );

  const logo = (row: BrandRow): Image | null => (row.logo ? { url: row.logo, alt: row.title, ...BRAND_LOGO_SIZE } : null);

  return {
    exists: (id: number) => exists.get(id) !== undefined,
    list(locale: TheliaLocale): BrandListItem[] {
      const rows = list.all(locale) as BrandRow[];
      const urls = rewriting.urlsOf('brand', rows.map((r) => r.id));
      return rows.map((r) => ({ id: r.id, title: r.title, url: urls.get(r.id)?.[locale] ?? '', logo: logo(r), count: r.count }));
    },
    one(id: number, locale: TheliaLocale): Brand | null {
      const r = one.get(locale, id) as BrandRow | undefined;
      if (!r) return null;
      const urls = rewriting.urlsOf('brand', [id]).get(id) ?? {};
      return {
        id: r.id, title: r.title, chapo: r.chapo, description: r.description, meta_title: r.metaTitle, meta_description: r.metaDescription,
        url: urls[locale] ?? '', urls, logo: logo(r), manufacturer_name: r.manufacturerName, manufacturer_address: r.manufacturerAddress,
        manufacturer_email: r.manufacturerEmail,
      };
    },
    count: (id: number) => (count.get(id) as { count: number }).count,
    categoryCounts(id: number, locale: TheliaLocale) {
      const rows = perCategory.all(locale, id) as { categoryId: number; title: string; count: number }[];
      const urls = rewriting.urlsOf('category', rows.map((r) => r.categoryId));
      return rows.map((r) => ({ category_id: r.categoryId, title: r.title, url: urls.get(r.categoryId)?.[locale] ?? '', count: r.count }));
    },
  };
}
