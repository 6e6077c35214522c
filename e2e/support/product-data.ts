import { stockLabel } from '../../lib/catalog/stock-label';
import type { StockState } from '../../contract/product-card';
import { messagesOf } from './fixtures';
import { firstE2eRow as first, queryE2eDb as query } from './e2e-db';
import type { ShopProject } from './ports';

/**
 * Seeded products for the product page's journeys and HTTP checks (e2e/product.spec.ts, e2e/http/product.spec.ts, both markup checkers),
 * read from the e2e stack's own database.
 */
export type Variant = { pse: number; ref: string; isDefault: number; state: StockState; quantity: number; color: string; size: string; url: string };

export const COUNTRY = { at: 13, de: 5, ro: 146 } as const;

/** Visible, deliverable to the country and sold at a price (not on request). */
export const DELIVERABLE = (country: number) =>
  `p.visible = 1 AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = ${country})
   AND p.id NOT IN (SELECT value FROM json_each('[' || (SELECT trim(value, '"') FROM locale_config WHERE name = 'price_request_product_ids' LIMIT 1) || ']'))`;

export function productUrl(locale: string, id: number): { url: string; title: string } {
  return first(
    `SELECT r.url, t.title FROM rewriting_url r JOIN product_i18n t ON t.id = r.view_id AND t.locale = r.view_locale
     WHERE r.view = 'product' AND r.view_id = ? AND r.view_locale = ? AND r.redirected IS NULL LIMIT 1`,
    id,
    locale,
  );
}

function variantsOf(locale: string, productId: number): Variant[] {
  const attribute = (code: string) =>
    `(SELECT COALESCE(avi.title, av.code) FROM attribute_combination ac JOIN attribute a ON a.id = ac.attribute_id AND a.code = '${code}'
      JOIN attribute_av av ON av.id = ac.attribute_av_id LEFT JOIN attribute_av_i18n avi ON avi.id = av.id AND avi.locale = @locale
      WHERE ac.product_sale_elements_id = d.id)`;
  return query<Variant>(
    `SELECT d.id AS pse, d.ref, d.is_default AS isDefault, d.stock_state AS state, d.quantity, ${attribute('color')} AS color, ${attribute('size')} AS size,
       (SELECT url FROM rewriting_url r WHERE r.view = 'pse' AND r.view_id = d.id AND r.view_locale = @locale AND r.redirected IS NULL) AS url
     FROM product_sale_elements d WHERE d.product_id = @id ORDER BY d.position, d.id`,
    { locale, id: productId },
  );
}

/** A deliverable product with colours and sizes where one colour × size pair has no variant. */
export function productWithGap(locale: string, country: number) {
  const candidates = query<{ id: number }>(
    `SELECT p.id FROM product p WHERE ${DELIVERABLE(country)} AND (SELECT COUNT(*) FROM product_sale_elements d WHERE d.product_id = p.id) > 2 ORDER BY p.id`,
  );
  for (const { id } of candidates) {
    const variants = variantsOf(locale, id);
    const colours = [...new Set(variants.map((v) => v.color))];
    const sizes = [...new Set(variants.map((v) => v.size))];
    if (colours.length < 2 || sizes.length < 2 || colours.includes(null as unknown as string)) continue;
    const missing = colours.flatMap((color) => sizes.map((size) => ({ color, size }))).find((pair) => !variants.some((v) => v.color === pair.color && v.size === pair.size));
    const main = variants.find((v) => v.isDefault === 1);
    const target = variants.find((v) => v.color !== main?.color && v.state !== 'available_from' && v.state !== main?.state && v.url);
    if (missing && main && target) return { id, ...productUrl(locale, id), variants, missing, main, target };
  }
  throw new Error('no product with a missing combination');
}

export function expectedStockText(shop: ShopProject, state: StockState, quantity: number): string {
  const label = stockLabel(state, quantity, null);
  const text = messagesOf(shop).Stock[label.key];
  return text.replace('{count}', String(label.values.count ?? ''));
}

/** A product with several variants and approved reviews in the shop's language, with its number of variants. */
export function productWithVariants(locale: string): { url: string; variants: number } {
  return first<{ url: string; variants: number }>(
    `SELECT r.url, (SELECT COUNT(*) FROM product_sale_elements e WHERE e.product_id = p.id) AS variants FROM rewriting_url r
     JOIN product p ON p.id = r.view_id AND p.visible = 1
     WHERE r.view = 'product' AND r.view_locale = ? AND r.redirected IS NULL
       AND (SELECT COUNT(*) FROM product_sale_elements e WHERE e.product_id = p.id) > 1
       AND EXISTS (SELECT 1 FROM product_comment c JOIN product_comment_i18n ci ON ci.id = c.id AND ci.lang = ? WHERE c.product_id = p.id AND c.approved = 1)
     ORDER BY r.id LIMIT 1`,
    locale,
    locale.slice(0, 2),
  );
}
