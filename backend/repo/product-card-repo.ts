import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import type { CategoryRepo } from './category-repo';
import { createEnergyLabelRepo } from './energy-label-repo';
import { jsonIds } from './memo';
import type { PricingRepo } from './pricing-repo';
import type { RewritingRepo } from './rewriting-repo';
import { effectiveStockState } from './stock';
import type { Image, KeywordBadge, ProductCard } from '@/contract/product-card';

type BaseRow = {
  id: number; ref: string; brandId: number | null; createdAt: string; ratingValue: number | null; ratingCount: number | null;
  title: string; pseId: number; quantity: number; stockState: string; availableFrom: string | null; net: number; promoNet: number;
  listenNet: number | null; promo: number; promoStart: string | null; taxRuleId: number; categoryId: number | null;
};

/** Builds product cards (listing and search hits) for a page of ids with a fixed number of batched queries. */
export function createProductCardRepo(db: Db, pricing: PricingRepo, rewriting: RewritingRepo, categories: CategoryRepo) {
  const base = db.prepare(
    `SELECT p.id, p.ref, p.brand_id AS brandId, p.created_at AS createdAt, p.rating_value AS ratingValue, p.rating_count AS ratingCount,
       COALESCE(i.title, '') AS title, d.id AS pseId, d.quantity, d.stock_state AS stockState, d.available_from AS availableFrom,
       pp.price AS net, pp.promo_price AS promoNet, pp.listen_price AS listenNet, d.promo, pp.promo_start AS promoStart,
       p.tax_rule_id AS taxRuleId,
       (SELECT pc.category_id FROM product_category pc WHERE pc.product_id = p.id ORDER BY pc.default_category DESC, pc.position LIMIT 1) AS categoryId
     FROM product p
     JOIN product_sale_elements d ON d.product_id = p.id AND d.is_default = 1
     JOIN product_price pp ON pp.product_sale_elements_id = d.id AND pp.currency_id = 1
     LEFT JOIN product_i18n i ON i.id = p.id AND i.locale = ?
     WHERE p.id IN (SELECT value FROM json_each(?))`,
  );
  const images = db.prepare(
    `SELECT product_id AS productId, file, width, height FROM product_image
     WHERE visible = 1 AND product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`,
  );
  const brands = db.prepare('SELECT id, title FROM brand_i18n WHERE locale = ?');
  const badges = db.prepare(
    `SELECT pk.product_id AS productId, ki.title, k.color, k.background FROM product_keyword pk
     JOIN keyword k ON k.id = pk.keyword_id AND k.keyword_group = 'badges'
     JOIN keyword_i18n ki ON ki.id = k.id AND ki.locale = ?
     WHERE pk.product_id IN (SELECT value FROM json_each(?)) ORDER BY k.position`,
  );
  const undeliverable = db.prepare(
    'SELECT product_id AS productId, country_id AS countryId FROM product_undeliverable_country WHERE product_id IN (SELECT value FROM json_each(?))',
  );

  const energy = createEnergyLabelRepo(db);

  const groupBy = <T extends { productId: number }>(rows: T[]) => {
    const out = new Map<number, T[]>();
    for (const row of rows) {
      const list = out.get(row.productId) ?? [];
      list.push(row);
      out.set(row.productId, list);
    }
    return out;
  };

  /** Badges of the keyword group 'badges' per product. */
  const badgesOf = (ids: readonly number[], locale: TheliaLocale): Map<number, KeywordBadge[]> => {
    const rows = badges.all(locale, jsonIds(ids)) as (KeywordBadge & { productId: number })[];
    return new Map([...groupBy(rows)].map(([id, list]) => [id, list.map(({ title, color, background }) => ({ title, color, background }))]));
  };
  const undeliverableOf = (ids: readonly number[]): Map<number, number[]> => {
    const rows = undeliverable.all(jsonIds(ids)) as { productId: number; countryId: number }[];
    return new Map([...groupBy(rows)].map(([id, list]) => [id, list.map((r) => r.countryId)]));
  };

  return {
    badges: badgesOf,
    undeliverable: undeliverableOf,
    energyLabels: energy.of,
    /** Cards for these ids, in the given order (unknown ids are skipped). */
    cards(ids: readonly number[], locale: TheliaLocale, countryId: number): ProductCard[] {
      if (ids.length === 0) return [];
      const json = jsonIds(ids);
      const rows = new Map((base.all(locale, json) as BaseRow[]).map((r) => [r.id, r]));
      const imageRows = groupBy(images.all(json) as { productId: number; file: string; width: number; height: number }[]);
      const brandTitles = new Map((brands.all(locale) as { id: number; title: string }[]).map((b) => [b.id, b.title]));
      const badgeMap = badgesOf(ids, locale);
      const blocked = undeliverableOf(ids);
      const urls = rewriting.urlsOf('product', ids);
      const labels = energy.of(ids, locale);
      const lowest = pricing.lowest30([...rows.values()].filter((r) => r.promo === 1).map((r) => r.pseId));
      const categoryTitles = new Map(categories.all(locale).map((c) => [c.id, c.title ?? '']));
      const { parentOf } = categories.stats();

      return ids.flatMap((id) => {
        const row = rows.get(id);
        if (!row) return [];
        const first = imageRows.get(id)?.[0];
        const image: Image | null = first ? { url: first.file, alt: row.title, width: first.width, height: first.height } : null;
        const path: string[] = [];
        for (let c = row.categoryId ?? 0; c > 0 && path.length < 10; c = parentOf.get(c) ?? 0) path.unshift(categoryTitles.get(c) ?? '');
        const percent = pricing.taxPercent(countryId, row.taxRuleId);
        const card: ProductCard = {
          id, ref: row.ref, title: row.title, url: urls.get(id)?.[locale] ?? '', urls: urls.get(id) ?? {}, pse_id: row.pseId,
          quantity: row.quantity, stock_state: effectiveStockState(row.stockState, blocked.get(id) ?? [], countryId),
          available_from: row.availableFrom, prices: pricing.price(row, percent, lowest.get(row.pseId)), image,
          brand_id: row.brandId, brand_title: row.brandId === null ? null : brandTitles.get(row.brandId) ?? null, category_titles: path,
          badges: badgeMap.get(id) ?? [],
          rating: row.ratingValue === null ? null : { value: row.ratingValue, count: row.ratingCount ?? 0 },
          created_at: row.createdAt,
          energy_label: labels.get(id) ?? null,
        };
        return [card];
      });
    },
  };
}

export type ProductCardRepo = ReturnType<typeof createProductCardRepo>;
