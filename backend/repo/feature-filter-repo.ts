import type { Db } from '@/backend/db/open';

export type FilterValueInfo = { id: number; featureId: number; title: string };
export type FeatureFilterInfo = { id: number; title: string; kind: 'values' | 'ranges'; values: FilterValueInfo[] };

/**
 * The technical filters (ADR 0041): filterable features with their values in display order, per language, and the
 * values each product matches. Read once: the catalogue's filters change only with a new seed.
 */
export function createFeatureFilterRepo(db: Db) {
  const byLang = new Map<'de' | 'ro', FeatureFilterInfo[]>();
  let productValues: Map<number, number[]> | null = null;
  const filters = (lang: 'de' | 'ro'): FeatureFilterInfo[] => {
    const known = byLang.get(lang);
    if (known) return known;
    const features = db
      .prepare(
        `SELECT ff.feature_id AS id, ff.kind, COALESCE(fi.title, '') AS title FROM feature_filter ff JOIN feature f ON f.id = ff.feature_id
         LEFT JOIN feature_i18n fi ON fi.id = ff.feature_id AND fi.lang = ? ORDER BY f.position, f.id`,
      )
      .all(lang) as { id: number; kind: 'values' | 'ranges'; title: string }[];
    const values = db
      .prepare(
        `SELECT v.id, v.feature_id AS featureId, COALESCE(i.title, '') AS title FROM filter_value v
         LEFT JOIN filter_value_i18n i ON i.id = v.id AND i.lang = ? ORDER BY v.feature_id, v.position, v.id`,
      )
      .all(lang) as FilterValueInfo[];
    const list = features.map((f) => ({ ...f, values: values.filter((v) => v.featureId === f.id) }));
    byLang.set(lang, list);
    return list;
  };
  return {
    filters,
    /** Whether an id is a filter value. */
    exists: (id: number): boolean => filters('de').some((f) => f.values.some((v) => v.id === id)),
    /** The filter values of a product, ascending. */
    valuesOf(productId: number): number[] {
      if (!productValues) {
        productValues = new Map();
        for (const row of db.prepare('SELECT product_id AS productId, filter_value_id AS id FROM product_filter_value ORDER BY product_id, filter_value_id').all() as { productId: number; id: number }[]) {
          productValues.set(row.productId, [...(productValues.get(row.productId) ?? []), row.id]);
        }
      }
      return productValues.get(productId) ?? [];
    },
  };
}
