import type { Statement } from 'better-sqlite3';
import type { TheliaLocale } from '@/contract/common';
import type { ProductOrder } from '@/contract/product';
import type { Db } from '@/backend/db/open';
import { BESTSELLER_KEYWORD_ID } from '@/backend/db/constants';
import { featureOfValue, groupFeatureValues } from '@/contract/feature-value-id';
import { jsonIds } from './memo';
import type { ProductType } from '@/contract/product-card';


export type ListFilter = {
  locale: TheliaLocale;
  countryId: number;
  categoryIds: number[] | null;
  /** Products of any of these brands (null: every brand). */
  brandIds: number[] | null;
  /** Technical filter values (`filter_value` ids; ADR 0041): any value of one feature, every feature chosen. */
  featureValueIds: number[] | null;
  ids: number[] | null;
  orderable: boolean;
  /** Net EUR bounds (the route converts the taxed filter values with the country's VAT). */
  priceMinNet: number | null;
  priceMaxNet: number | null;
  type: ProductType | null;
  order: ProductOrder;
  limit: number;
  offset: number;
};

const EFFECTIVE_PRICE = 'CASE WHEN d.promo = 1 THEN pp.promo_price ELSE pp.price END';

const FROM_WHERE = `
  FROM product p
  JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
  JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1
  JOIN product_i18n i ON i.id = p.id AND i.locale = @locale
  WHERE p.visible = 1
    AND (@categories IS NULL OR EXISTS (SELECT 1 FROM product_category pc WHERE pc.product_id = p.id
         AND pc.category_id IN (SELECT value FROM json_each(@categories))))
    AND (@brands IS NULL OR p.brand_id IN (SELECT value FROM json_each(@brands)))
    AND (@features IS NULL OR NOT EXISTS (SELECT 1 FROM json_each(@features) g WHERE NOT EXISTS (
         SELECT 1 FROM product_filter_value pf WHERE pf.product_id = p.id AND pf.filter_value_id IN (SELECT value FROM json_each(g.value)))))
    AND (@ids IS NULL OR p.id IN (SELECT value FROM json_each(@ids)))
    AND (@orderable = 0 OR (d.stock_state <> 'out_of_stock' AND NOT EXISTS (
         SELECT 1 FROM product_undeliverable_country u WHERE u.product_id = p.id AND u.country_id = @country)))
    AND (@priceMin IS NULL OR ${EFFECTIVE_PRICE} >= @priceMin)
    AND (@priceMax IS NULL OR ${EFFECTIVE_PRICE} <= @priceMax)
    AND (@type IS NULL
         OR (@type = 'new' AND d.newness = 1)
         OR (@type = 'sale' AND d.promo = 1)
         OR (@type = 'bestseller' AND EXISTS (SELECT 1 FROM product_keyword k WHERE k.product_id = p.id AND k.keyword_id = ${BESTSELLER_KEYWORD_ID})))`;

const ORDER_BY: Record<ProductOrder, string> = {
  sales_view_quantity: 'p.sales_count DESC, p.id ASC',
  price_asc: `${EFFECTIVE_PRICE} ASC, p.id ASC`,
  price_desc: `${EFFECTIVE_PRICE} DESC, p.id ASC`,
  newest: 'p.created_at DESC, p.id DESC',
  title: 'i.title COLLATE NOCASE ASC, p.id ASC',
};

type Bindings = {
  locale: string; country: number; categories: string | null; brands: string | null; features: string | null; ids: string | null; orderable: number;
  priceMin: number | null; priceMax: number | null; type: string | null;
};

/** The product listing of `GET /api/products/` and `products_list/`: one prepared statement per sort order. */
export function createProductListRepo(db: Db) {
  const pages = new Map<ProductOrder, Statement>(
    (Object.keys(ORDER_BY) as ProductOrder[]).map((order) => [
      order,
      db.prepare(`SELECT p.id AS id ${FROM_WHERE} ORDER BY ${ORDER_BY[order]} LIMIT @limit OFFSET @offset`),
    ]),
  );
  const count = db.prepare(`SELECT COUNT(*) AS total ${FROM_WHERE}`);
  const brandFacet = db.prepare(
    `SELECT f.id, bi.title, f.count FROM (SELECT p.brand_id AS id, COUNT(*) AS count ${FROM_WHERE} AND p.brand_id IS NOT NULL GROUP BY p.brand_id) f
     JOIN brand b ON b.id = f.id AND b.visible = 1 JOIN brand_i18n bi ON bi.id = f.id AND bi.locale = @locale
     ORDER BY bi.title COLLATE NOCASE, f.id`,
  );
  const valueCounts = db.prepare(
    `SELECT pf.filter_value_id AS id, COUNT(*) AS count FROM product_filter_value pf
     WHERE pf.product_id IN (SELECT p.id ${FROM_WHERE}) GROUP BY pf.filter_value_id`,
  );
  const featureOf = featureOfValue;
  const groupsOf = groupFeatureValues;
  const priceFacet = db.prepare(`SELECT MIN(${EFFECTIVE_PRICE}) AS min, MAX(${EFFECTIVE_PRICE}) AS max ${FROM_WHERE}`);
  const visibleIds = db.prepare('SELECT id FROM product WHERE visible = 1 AND id IN (SELECT value FROM json_each(?))');

  const bindings = (f: ListFilter): Bindings => ({
    locale: f.locale,
    country: f.countryId,
    categories: f.categoryIds ? jsonIds(f.categoryIds) : null,
    brands: f.brandIds ? jsonIds(f.brandIds) : null,
    features: f.featureValueIds ? JSON.stringify(groupsOf(f.featureValueIds)) : null,
    ids: f.ids ? jsonIds(f.ids) : null,
    orderable: f.orderable ? 1 : 0,
    priceMin: f.priceMinNet,
    priceMax: f.priceMaxNet,
    type: f.type,
  });

  return {
    list(filter: ListFilter): { total: number; ids: number[] } {
      const b = bindings(filter);
      const total = (count.get(b) as { total: number }).total;
      const statement = pages.get(filter.order);
      if (!statement) return { total, ids: [] };
      const rows = statement.all({ ...b, limit: filter.limit, offset: filter.offset }) as { id: number }[];
      return { total, ids: rows.map((r) => r.id) };
    },
    /**
     * Facets of a listing: brands with counts without the brand filter, net price bounds without the price filter.
     */
    facets(filter: ListFilter): { brands: { id: number; title: string; count: number }[]; priceNet: { min: number; max: number } | null } {
      const brands = brandFacet.all(bindings({ ...filter, brandIds: null })) as { id: number; title: string; count: number }[];
      const bounds = priceFacet.get(bindings({ ...filter, priceMinNet: null, priceMaxNet: null })) as { min: number | null; max: number | null };
      return { brands, priceNet: bounds.min === null || bounds.max === null ? null : { min: bounds.min, max: bounds.max } };
    },
    /**
     * Counts of the technical filter values (ADR 0041), like the brand facet: a feature's values are counted under
     * every other filter but that feature's own choice, so a chosen value never hides the other values of its feature.
     */
    featureValueCounts(filter: ListFilter): Map<number, number> {
      const chosen = filter.featureValueIds ?? [];
      const run = (ids: number[] | null) =>
        valueCounts.all(bindings({ ...filter, featureValueIds: ids && ids.length > 0 ? ids : null })) as { id: number; count: number }[];
      const counts = new Map<number, number>();
      const chosenFeatures = new Set(chosen.map(featureOf));
      for (const row of run(chosen)) if (!chosenFeatures.has(featureOf(row.id))) counts.set(row.id, row.count);
      for (const featureId of chosenFeatures) {
        for (const row of run(chosen.filter((id) => featureOf(id) !== featureId))) {
          if (featureOf(row.id) === featureId) counts.set(row.id, row.count);
        }
      }
      return counts;
    },
    /** The visible ones of these ids, in the order given. */
    visible(ids: readonly number[]): number[] {
      const found = new Set((visibleIds.all(jsonIds(ids)) as { id: number }[]).map((r) => r.id));
      return ids.filter((id) => found.has(id));
    },
  };
}
