import type { TheliaLocale } from '@/contract/common';
import type { ContentDoc, ProductDoc } from '@/contract/search/engine-schema';
import type { Db } from '@/backend/db/open';
import type { Repos } from '@/backend/repo/repos';
import { sortTitle } from '@/contract/search/sort-title';
import { categoryKinds } from './product-kind';

/** How many product cards are built per batch (the card repo batches its queries per call). */
const BATCH = 200;

/** Text of back-office HTML for the index: tags and entities out, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The product documents of a shop locale (its country's prices): every visible product with a title there, built
 * from the same product cards the listing answers, plus per-locale titles and URLs, the filter and facet fields and
 * the fulfilment centres holding stock of the default PSE.
 */
export function productDocuments(db: Db, repos: Repos, locale: TheliaLocale, countryId: number): ProductDoc[] {
  const ids = (db.prepare('SELECT p.id FROM product p JOIN product_i18n i ON i.id = p.id AND i.locale = ? WHERE p.visible = 1 ORDER BY p.id').all(locale) as { id: number }[]).map((r) => r.id);
  const titleRows = db.prepare('SELECT id, locale, title FROM product_i18n').all() as { id: number; locale: TheliaLocale; title: string }[];
  const titles = new Map<number, ProductDoc['title']>();
  for (const row of titleRows) titles.set(row.id, { ...titles.get(row.id), [row.locale]: row.title });
  const membership = new Map<number, number[]>();
  for (const row of db.prepare('SELECT product_id AS productId, category_id AS categoryId FROM product_category ORDER BY product_id, default_category DESC, position').all() as { productId: number; categoryId: number }[]) {
    membership.set(row.productId, [...(membership.get(row.productId) ?? []), row.categoryId]);
  }
  const centres = new Map<number, number[]>();
  for (const row of db
    .prepare(
      `SELECT d.product_id AS productId, s.fulfilment_center_id AS centre FROM fulfilment_center_stock s
       JOIN product_sale_elements d ON d.id = s.product_sale_elements_id AND d.is_default = 1 WHERE s.quantity > 0 ORDER BY s.fulfilment_center_id`,
    )
    .all() as { productId: number; centre: number }[]) {
    centres.set(row.productId, [...(centres.get(row.productId) ?? []), row.centre]);
  }
  const salesCount = new Map((db.prepare('SELECT id, sales_count AS sales FROM product').all() as { id: number; sales: number }[]).map((r) => [r.id, r.sales]));
  const lang = locale === 'ro_RO' ? 'ro' : 'de';
  const filterValues = new Map<number, { kind: string; feature: string; title: string }>();
  for (const feature of repos.featureFilters.filters(lang)) {
    for (const value of feature.values) filterValues.set(value.id, { kind: feature.kind, feature: feature.title, title: value.title });
  }
  const visibleBrands = new Set((db.prepare('SELECT id FROM brand WHERE visible = 1').all() as { id: number }[]).map((r) => r.id));
  const { parentOf, visible } = repos.categories.stats();
  const categoryTitles = new Map(repos.categories.all(locale).map((c) => [c.id, c.title ?? '']));
  const kinds = categoryKinds(db, parentOf);

  const docs: ProductDoc[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    for (const card of repos.cards.cards(ids.slice(start, start + BATCH), locale, countryId)) {
      const own = (membership.get(card.id) ?? []).filter((id) => visible.has(id) && categoryTitles.get(id));
      const withAncestors = new Set<number>();
      for (const id of own) for (let c = id; c > 0 && visible.has(c); c = parentOf.get(c) ?? 0) withAncestors.add(c);
      const brandShown = card.brand_id !== null && card.brand_title !== null && visibleBrands.has(card.brand_id);
      docs.push({
        id: card.id,
        ref: card.ref,
        pse_id: card.pse_id,
        title: titles.get(card.id) ?? {},
        url: card.urls,
        quantity: card.quantity,
        stock_state: card.stock_state,
        available_from: card.available_from,
        prices: card.prices,
        price_taxed: card.prices.is_promo ? card.prices.taxed_promo_price : card.prices.taxed_price,
        image: card.image,
        brand_id: brandShown ? card.brand_id : null,
        brand_title: brandShown ? card.brand_title : null,
        brand_key: brandShown ? `${card.brand_id}|${card.brand_title}` : null,
        category_titles: card.category_titles.filter((title) => title.length > 0),
        category_ids: [...withAncestors].sort((a, b) => a - b),
        category_keys: own.map((id) => `${id}|${categoryTitles.get(id) ?? ''}`),
        badges: card.badges,
        rating: card.rating,
        fulfilment_center: centres.get(card.id) ?? [],
        created_at: card.created_at,
        feature_values: repos.featureFilters.valuesOf(card.id),
        feature_keys: repos.featureFilters.valuesOf(card.id).flatMap((id) => {
          const value = filterValues.get(id);
          return value ? [`${id}|${value.kind}|${value.feature}|${value.title}`] : [];
        }),
        sort_title: sortTitle(titles.get(card.id)?.[locale] ?? ''),
        sales_count: salesCount.get(card.id) ?? 0,
        energy_label: card.energy_label,
        // The product type and kind come from the default category (listed first).
        product_type: own[0] === undefined ? null : (categoryTitles.get(own[0]) ?? null),
        product_kind: own[0] === undefined ? 'main' : (kinds.get(own[0]) ?? 'main'),
      });
    }
  }
  return docs;
}

/** The content documents: every visible content in every locale it has a text in, with its folder's title. */
export function contentDocuments(db: Db, repos: Repos, locales: readonly TheliaLocale[]): ContentDoc[] {
  const rows = db
    .prepare(
      `SELECT c.id, i.locale, i.title, i.chapo, i.description,
         (SELECT fi.title FROM content_folder cf JOIN folder f ON f.id = cf.folder_id AND f.visible = 1
          JOIN folder_i18n fi ON fi.id = f.id AND fi.locale = i.locale
          WHERE cf.content_id = c.id ORDER BY cf.default_folder DESC LIMIT 1) AS parent
       FROM content c JOIN content_i18n i ON i.id = c.id WHERE c.visible = 1 ORDER BY c.id, i.locale`,
    )
    .all() as { id: number; locale: TheliaLocale; title: string; chapo: string; description: string; parent: string | null }[];
  const urls = repos.rewriting.urlsOf('content', [...new Set(rows.map((r) => r.id))]);
  return rows.flatMap((row) => {
    const url = urls.get(row.id)?.[row.locale];
    if (!locales.includes(row.locale) || !url) return [];
    return [{ id: row.id, locale: row.locale, title: row.title, url, parent: row.parent, text: plainText(`${row.chapo} ${row.description}`) }];
  });
}
