import type { Db } from '@/backend/db/open';
import { BESTSELLER_KEYWORD_ID } from '@/backend/db/constants';
import type { Review } from '@/contract/product';
import { jsonIds } from './memo';

export type AssociationType = 'accessory' | 'related' | 'upsell' | 'alternative';
export type Multiplier = { product_id: number; multiple: number; min_quantity: number };

const RECOMMENDATION_LIMIT = 8;
const BESTSELLER_LIMIT = 12;

/** Specifications, linked products, recommendations and quantity multiples. */
export function createProductExtrasRepo(db: Db) {
  const features = db.prepare(
    `SELECT f.id, COALESCE(fi.title, '') AS title, fp.value FROM feature_product fp JOIN feature f ON f.id = fp.feature_id
     LEFT JOIN feature_i18n fi ON fi.id = f.id AND fi.lang = fp.lang WHERE fp.product_id = ? AND fp.lang = ? ORDER BY fp.position, f.position`,
  );
  const associations = db.prepare(
    `SELECT a.target_id AS id FROM product_association a JOIN product p ON p.id = a.target_id AND p.visible = 1
     WHERE a.product_id = ? AND a.type = ? ORDER BY a.position`,
  );
  const sameCategory = db.prepare(
    `SELECT p.id FROM product p JOIN product_category pc ON pc.product_id = p.id
     WHERE p.visible = 1 AND p.id <> @id AND pc.category_id = (SELECT category_id FROM product_category WHERE product_id = @id
       ORDER BY default_category DESC, position LIMIT 1)
     ORDER BY p.sales_count DESC, p.id LIMIT ${RECOMMENDATION_LIMIT}`,
  );
  const inCategories = db.prepare(
    `SELECT DISTINCT p.id, p.sales_count FROM product p JOIN product_category pc ON pc.product_id = p.id
     WHERE p.visible = 1 AND pc.category_id IN (SELECT value FROM json_each(?))
     ORDER BY p.sales_count DESC, p.id LIMIT ${RECOMMENDATION_LIMIT}`,
  );
  const bestsellers = db.prepare(
    `SELECT p.id FROM product p JOIN product_keyword k ON k.product_id = p.id AND k.keyword_id = ${BESTSELLER_KEYWORD_ID}
     WHERE p.visible = 1 AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = ?)
     ORDER BY p.sales_count DESC, p.id LIMIT ${BESTSELLER_LIMIT}`,
  );
  const multiplierAll = db.prepare(
    `SELECT id AS product_id, quantity_multiple AS multiple, min_quantity FROM product
     WHERE visible = 1 AND (quantity_multiple > 1 OR min_quantity > 1) ORDER BY id`,
  );
  const comments = db.prepare(
    // A customer's review exists in the language it was written in: the other shops show it in that language.
    `SELECT c.id, COALESCE(i.title, o.title, '') AS title, COALESCE(i.content, o.content, '') AS content, c.rating, c.author, c.created_at
     FROM product_comment c LEFT JOIN product_comment_i18n i ON i.id = c.id AND i.lang = ?
     LEFT JOIN product_comment_i18n o ON o.id = c.id AND o.lang = (SELECT MIN(lang) FROM product_comment_i18n WHERE id = c.id)
     WHERE c.product_id = ? AND c.approved = 1 ORDER BY c.created_at DESC, c.id DESC`,
  );
  const multiplierOf = db.prepare(
    `SELECT id AS product_id, quantity_multiple AS multiple, min_quantity FROM product
     WHERE visible = 1 AND id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );

  return {
    features: (productId: number, lang: 'de' | 'ro') => features.all(productId, lang) as { id: number; title: string; value: string }[],
    associated: (productId: number, type: AssociationType) => (associations.all(productId, type) as { id: number }[]).map((r) => r.id),
    recommendForProduct: (productId: number) => (sameCategory.all({ id: productId }) as { id: number }[]).map((r) => r.id),
    recommendForCategories: (categoryIds: number[]) => (inCategories.all(jsonIds(categoryIds)) as { id: number }[]).map((r) => r.id),
    bestsellers: (countryId: number) => (bestsellers.all(countryId) as { id: number }[]).map((r) => r.id),
    /** Approved reviews of a product in a language, newest first, and the rating they make up (null without any). */
    reviews(productId: number, lang: 'de' | 'ro'): { rating: { value: number; count: number } | null; comments: Review[] } {
      const list = comments.all(lang, productId) as Review[];
      if (list.length === 0) return { rating: null, comments: [] };
      const value = Math.round((list.reduce((sum, c) => sum + c.rating, 0) / list.length) * 10) / 10;
      return { rating: { value, count: list.length }, comments: list };
    },
    multipliers(productIds: number[] | null): Multiplier[] {
      return (productIds === null ? multiplierAll.all() : multiplierOf.all(jsonIds(productIds))) as Multiplier[];
    },
  };
}
