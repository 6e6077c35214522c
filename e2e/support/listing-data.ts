import { productListResponseSchema } from '../../contract/product';
import { type ProductCard } from '../../contract/product-card';
import { queryE2eDb as query } from './e2e-db';
import { E2E_PORTS } from './ports';

/**
 * Seeded listings for the listing journeys and their HTTP checks (e2e/listing.spec.ts, e2e/http/listing.spec.ts): the
 * e2e stack's own database and backend, so both tiers follow real listings.
 */
export type Locale = 'de_AT' | 'de_DE' | 'ro_RO';

export type ListingCategory = { url: string; id: number; title: string; n: number };

export const COUNTRY_OF = { at: 13, de: 5, ro: 146 } as const;

/** A leaf category with many products of several brands (its listing is its own products). */
export function bigLeafCategory(locale: Locale): ListingCategory {
  const [row] = query<ListingCategory>(
    `SELECT r.url, c.id, t.title, COUNT(DISTINCT p.id) AS n FROM rewriting_url r
     JOIN category c ON c.id = r.view_id AND c.visible = 1 JOIN category_i18n t ON t.id = c.id AND t.locale = r.view_locale
     JOIN product_category pc ON pc.category_id = c.id JOIN product p ON p.id = pc.product_id AND p.visible = 1
     WHERE r.view = 'category' AND r.view_locale = ? AND r.redirected IS NULL
       AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent = c.id)
     GROUP BY r.id HAVING n >= 30 AND COUNT(DISTINCT p.brand_id) >= 3 ORDER BY n DESC, c.id LIMIT 1`,
    locale,
  );
  if (!row) throw new Error('seed: no leaf category with 30 products of 3 brands');
  return row;
}

/** A brand of the category with fewer products than the category, and a brand without any product there. */
export function brandsOf(locale: Locale, categoryId: number): { inside: { id: number; title: string; n: number }; outside: number } {
  const [inside] = query<{ id: number; title: string; n: number }>(
    `SELECT p.brand_id AS id, bi.title, COUNT(*) AS n FROM product p JOIN product_category pc ON pc.product_id = p.id AND pc.category_id = ?
     JOIN brand b ON b.id = p.brand_id AND b.visible = 1 JOIN brand_i18n bi ON bi.id = b.id AND bi.locale = ?
     WHERE p.visible = 1 GROUP BY p.brand_id ORDER BY n DESC, p.brand_id LIMIT 1`,
    categoryId,
    locale,
  );
  const [outside] = query<{ id: number }>(
    `SELECT b.id FROM brand b WHERE b.visible = 1 AND NOT EXISTS (SELECT 1 FROM product p JOIN product_category pc ON pc.product_id = p.id
       WHERE pc.category_id = ? AND p.brand_id = b.id AND p.visible = 1) ORDER BY b.id LIMIT 1`,
    categoryId,
  );
  if (!inside || !outside) throw new Error('seed: brands for the listing');
  return { inside, outside: outside.id };
}

/** A listing read straight from the e2e backend (what the storefront must show). */
export async function backendList(params: Record<string, string | number>): Promise<{ total: number; products: ProductCard[] }> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/products/?${search}`, {
    headers: { Authorization: `Bearer ${process.env.SHOP_TOKEN ?? 'dev-shop-token'}` },
  });
  return productListResponseSchema.parse(await response.json());
}

/** An amount as the shop prints it ('€ 1.234,50', '1.234,50 lei') as a number. */
export function amountOf(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Number(digits);
}
